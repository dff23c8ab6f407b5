/** The two token cookies of spec §3: path /, SameSite=Strict, Secure over https, kept 30 days. */
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60

function read(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  for (const part of document.cookie.split('; ')) {
    const separator = part.indexOf('=')
    if (separator > 0 && part.slice(0, separator) === name) {
      try {
        return decodeURIComponent(part.slice(separator + 1))
      } catch {
        return undefined
      }
    }
  }
  return undefined
}

function write(name: string, value: string, maxAge: number) {
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Strict${secure}`
}

export const tokenCookies = {
  getAccessToken: (): string | undefined => read('accessToken'),
  getRefreshToken: (): string | undefined => read('refreshToken'),
  set(accessToken: string, refreshToken: string) {
    write('accessToken', accessToken, MAX_AGE_SECONDS)
    write('refreshToken', refreshToken, MAX_AGE_SECONDS)
  },
  clear() {
    write('accessToken', '', 0)
    write('refreshToken', '', 0)
  },
}
