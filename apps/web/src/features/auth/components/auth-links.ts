import type { AuthVariant } from './auth-shell'
import type { AuthLinks } from './login-form'

/** /login, /register and /forgot-password link to each other; the template pages stay within their variant. */
export const mainLinks: AuthLinks = {
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  twoSteps: '/pages/authentication/two-steps-v2',
}

export const variantLinks = (variant: AuthVariant): AuthLinks => ({
  login: `/pages/authentication/login-${variant}`,
  register: `/pages/authentication/register-${variant}`,
  forgotPassword: `/pages/authentication/forgot-password-${variant}`,
  twoSteps: `/pages/authentication/two-steps-${variant}`,
})
