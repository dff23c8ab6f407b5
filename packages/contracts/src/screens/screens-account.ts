import { demoScreens } from '../demo/demo-screens'
import { apps, authTemplate, protectedPage, publicPage, read, type Screen } from './screen-kit'

/**
 * Part of the screen registry (screens.ts, in its declaration order): a person's own settings and profile, the
 * authentication templates, the demo area and the not-found page.
 */
export const accountScreens = {
  // A bare settings or profile path opens its first tab (spec §2).
  accountSettingsHome: protectedPage('/pages/account-settings'),
  accountSettings: protectedPage('/pages/account-settings/:tab', undefined, {
    search: {
      section: apps,
      title: 'Configuración de la cuenta',
      icon: 'tabler-settings',
      params: { tab: 'account' },
    },
  }),
  userProfileHome: protectedPage('/pages/user-profile'),
  userProfile: protectedPage('/pages/user-profile/:tab', undefined, {
    search: { section: apps, title: 'Perfil', icon: 'tabler-user-circle', params: { tab: 'profile' } },
  }),
  accessControl: protectedPage('/access-control', read('AclDemo'), {
    nav: { group: 'appsAndPages', order: 2, labelKey: 'nav.accessControl', icon: 'security' },
    search: { section: apps, title: 'Access Control', icon: 'tabler-shield' },
  }),

  notAuthorized: publicPage(
    '/not-authorized',
    { title: 'Not Authorized', icon: 'tabler-lock' },
    { group: 'misc', order: 3, labelKey: 'nav.notAuthorized', icon: 'block' },
  ),
  miscNotAuthorized: publicPage('/pages/misc/not-authorized'),
  miscNotFound: publicPage('/pages/misc/not-found/*'),
  pageNotFound: publicPage(
    '/pages/misc/page-not-found',
    { title: 'Page Not Found', icon: 'tabler-error-404' },
    { group: 'misc', order: 4, labelKey: 'nav.pageNotFound', icon: 'errorOutline' },
  ),
  comingSoon: publicPage(
    '/pages/misc/coming-soon',
    { title: 'Coming Soon', icon: 'tabler-clock' },
    { group: 'misc', order: 1, labelKey: 'nav.comingSoon', icon: 'schedule' },
  ),
  underMaintenance: publicPage(
    '/pages/misc/under-maintenance',
    { title: 'Under Maintenance', icon: 'tabler-tools' },
    { group: 'misc', order: 2, labelKey: 'nav.underMaintenance', icon: 'build' },
  ),

  // Template variants of the authentication pages (v1 centred card, v2 split with illustration)
  loginV1: authTemplate('login-v1', { title: 'Login v1', icon: 'tabler-login' }),
  loginV2: authTemplate(
    'login-v2',
    { title: 'Login v2', icon: 'tabler-login' },
    { group: 'authentication', order: 1, labelKey: 'nav.loginV2', icon: 'login' },
  ),
  registerV1: authTemplate('register-v1', { title: 'Register v1', icon: 'tabler-user-plus' }),
  registerV2: authTemplate('register-v2', { title: 'Register v2', icon: 'tabler-user-plus' }),
  registerMultiSteps: authTemplate(
    'register-multi-steps',
    { title: 'Register Multi-Steps', icon: 'tabler-user-plus' },
    { group: 'authentication', order: 2, labelKey: 'nav.registerMultiSteps', icon: 'personAdd' },
  ),
  forgotPasswordV1: authTemplate(
    'forgot-password-v1',
    { title: 'Forgot Password v1', icon: 'tabler-key' },
    { group: 'authentication', order: 3, labelKey: 'nav.forgotPasswordV1', icon: 'vpnKey' },
  ),
  forgotPasswordV2: authTemplate('forgot-password-v2', { title: 'Forgot Password v2', icon: 'tabler-key' }),
  resetPasswordV1: authTemplate('reset-password-v1'),
  resetPasswordV2: authTemplate('reset-password-v2'),
  twoStepsV1: authTemplate('two-steps-v1', { title: 'Two Steps v1', icon: 'tabler-devices' }),
  twoStepsV2: authTemplate('two-steps-v2', { title: 'Two Steps v2', icon: 'tabler-devices' }),
  verifyEmailV1: authTemplate('verify-email-v1'),
  verifyEmailV2: authTemplate('verify-email-v2'),

  // The template demo area (issue 19), only while DEMO_PAGES is on
  ...demoScreens,

  // Catch-all not-found page
  notFound: publicPage('*'),
} as const satisfies Record<string, Screen>
