import Cookies from 'js-cookie'

const REFRESH_DAYS = 30

function attributes(): Cookies.CookieAttributes {
  return {
    path: '/',
    sameSite: 'Strict',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
    expires: REFRESH_DAYS,
  }
}

/** The two token cookies of spec §3 (path /, SameSite=Strict, Secure over https). */
export const tokenCookies = {
  getAccessToken: (): string | undefined => Cookies.get('accessToken'),
  getRefreshToken: (): string | undefined => Cookies.get('refreshToken'),
  set(accessToken: string, refreshToken: string) {
    Cookies.set('accessToken', accessToken, attributes())
    Cookies.set('refreshToken', refreshToken, attributes())
  },
  clear() {
    Cookies.remove('accessToken', { path: '/' })
    Cookies.remove('refreshToken', { path: '/' })
  },
}
