import type { Permission } from '@mesa/contracts'
import { createElement, type ComponentType } from 'react'
import { Navigate } from 'react-router'
import type { RouteAccess } from './guard'
import { withFeatureTexts, type FeatureDictionaries } from '../lib/feature-texts'

export type LayoutName = 'default' | 'blank' | 'fixed-height'

/** A screen of spec §2: its path, layout, who may open it and, where the spec marks it, the permission. */
export interface AppRoute {
  path: string
  layout: LayoutName
  access: RouteAccess
  permission?: Permission
  lazy: () => Promise<{ Component: ComponentType }>
}

/** A feature's four dictionaries, each its own lazy chunk (one import pattern for every feature). */
const featureTexts = (feature: string): FeatureDictionaries => ({
  es: () => import(`../features/${feature}/locales/es.json`),
  en: () => import(`../features/${feature}/locales/en.json`),
  fr: () => import(`../features/${feature}/locales/fr.json`),
  ar: () => import(`../features/${feature}/locales/ar.json`),
})
const users = () => import('../features/users/routes/users-pages')
const roles = () => import('../features/roles/routes/roles-pages')
const account = () => import('../features/account/routes/account-pages')
/** A bare path that opens its first tab (spec §2: account settings → account, user profile → profile). */
const redirect = (tab: string) => () =>
  Promise.resolve({ Component: () => createElement(Navigate, { to: tab, replace: true }) })

/** Credit applications: one small module loads each page with the feature's texts. */
const applications = (name: 'list' | 'assignments' | 'loans' | 'board' | 'detail') => () =>
  import('../features/applications/routes/pages').then((module) => module.loadPage(name))

/** Allies: one small module loads each page with the feature's texts. */
const allies = (name: 'list' | 'add' | 'edit') => () =>
  import('../features/allies/routes/pages').then((module) => module.loadPage(name))

const auth = () => import('../features/auth/routes/auth-pages')
const misc = () => import('../features/misc/routes/misc-pages')
const page =
  <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  () =>
    load().then((module) => ({ Component: pick(module) }))
/** A page that needs its feature's texts (namespace = feature folder). */
const featurePage = (feature: string, load: () => Promise<{ Component: ComponentType }>) =>
  withFeatureTexts(feature, featureTexts(feature), load)

/** Only routes whose feature is built are registered (issue 3); every route is lazy. */
export const appRoutes: AppRoute[] = [
  // Public and blank-layout routes
  { path: '/login', layout: 'blank', access: 'guest', lazy: () => import('../features/auth/routes/login') },
  { path: '/register', layout: 'blank', access: 'guest', lazy: page(auth, (m) => m.RegisterPage) },
  {
    path: '/forgot-password',
    layout: 'blank',
    access: 'guest',
    lazy: page(auth, (m) => m.ForgotPasswordPage),
  },
  {
    path: '/not-authorized',
    layout: 'blank',
    access: 'public',
    lazy: page(misc, (m) => m.NotAuthorizedPage),
  },
  {
    path: '/pages/misc/not-authorized',
    layout: 'blank',
    access: 'public',
    lazy: page(misc, (m) => m.NotAuthorizedPage),
  },
  {
    path: '/pages/misc/not-found/*',
    layout: 'blank',
    access: 'public',
    lazy: page(misc, (m) => m.NotFoundPage),
  },
  {
    path: '/pages/misc/page-not-found',
    layout: 'blank',
    access: 'public',
    lazy: page(misc, (m) => m.NotFoundPage),
  },
  {
    path: '/pages/misc/coming-soon',
    layout: 'blank',
    access: 'public',
    lazy: page(misc, (m) => m.ComingSoonPage),
  },
  {
    path: '/pages/misc/under-maintenance',
    layout: 'blank',
    access: 'public',
    lazy: page(misc, (m) => m.UnderMaintenancePage),
  },

  // Authentication pages (template variants: v1 centred card, v2 split with illustration)
  ...(
    [
      ['login-v1', (m) => m.LoginV1Page],
      ['login-v2', (m) => m.LoginV2Page],
      ['register-v1', (m) => m.RegisterV1Page],
      ['register-v2', (m) => m.RegisterV2Page],
      ['register-multi-steps', (m) => m.RegisterMultiStepsPage],
      ['forgot-password-v1', (m) => m.ForgotPasswordV1Page],
      ['forgot-password-v2', (m) => m.ForgotPasswordV2Page],
      ['reset-password-v1', (m) => m.ResetPasswordV1Page],
      ['reset-password-v2', (m) => m.ResetPasswordV2Page],
      ['two-steps-v1', (m) => m.TwoStepsV1Page],
      ['two-steps-v2', (m) => m.TwoStepsV2Page],
      ['verify-email-v1', (m) => m.VerifyEmailV1Page],
      ['verify-email-v2', (m) => m.VerifyEmailV2Page],
    ] as const satisfies readonly (readonly [
      string,
      (m: Awaited<ReturnType<typeof auth>>) => ComponentType,
    ])[]
  ).map(([name, pick]): AppRoute => ({
    path: `/pages/authentication/${name}`,
    layout: 'blank',
    access: 'public',
    lazy: page(auth, pick),
  })),

  // Allies
  {
    path: '/apps/aliados/list',
    layout: 'default',
    access: 'protected',
    permission: { action: 'read', subject: 'Aliados' },
    lazy: allies('list'),
  },
  {
    path: '/apps/aliados/add',
    layout: 'default',
    access: 'protected',
    permission: { action: 'read', subject: 'Aliados' },
    lazy: allies('add'),
  },
  {
    path: '/apps/aliados/edit/:id',
    layout: 'default',
    access: 'protected',
    permission: { action: 'read', subject: 'Aliados' },
    lazy: allies('edit'),
  },

  // Credit applications (solicitudes)
  {
    path: '/apps/solicitudes/list',
    layout: 'default',
    access: 'protected',
    permission: { action: 'read', subject: 'Documentos' },
    lazy: applications('list'),
  },
  {
    path: '/apps/solicitudes/list/assignments',
    layout: 'default',
    access: 'protected',
    permission: { action: 'read', subject: 'Documentos' },
    lazy: applications('assignments'),
  },
  {
    path: '/apps/solicitudes/loans',
    layout: 'default',
    access: 'protected',
    permission: { action: 'read', subject: 'Documentos' },
    lazy: applications('loans'),
  },
  {
    path: '/apps/solicitudes/loans/index2',
    layout: 'default',
    access: 'protected',
    permission: { action: 'read', subject: 'Documentos' },
    lazy: applications('board'),
  },
  {
    // Read on any of analysis, {product}_assist, purchase, partners, credit_application_file, vin (spec §2):
    // the guard takes one permission per route, so the page checks the alternatives itself.
    path: '/apps/solicitudes/:origin/:id',
    layout: 'default',
    access: 'protected',
    lazy: applications('detail'),
  },

  // Users, roles
  {
    path: '/apps/user/list',
    layout: 'default',
    access: 'protected',
    permission: { action: 'read', subject: 'Users' },
    lazy: featurePage(
      'users',
      page(users, (m) => m.UserListPage),
    ),
  },
  {
    path: '/apps/user/view/:id',
    layout: 'default',
    access: 'protected',
    permission: { action: 'read', subject: 'Users' },
    lazy: featurePage(
      'users',
      page(users, (m) => m.UserViewPage),
    ),
  },
  {
    path: '/apps/roles',
    layout: 'default',
    access: 'protected',
    permission: { action: 'read', subject: 'Roles' },
    lazy: featurePage(
      'roles',
      page(roles, (m) => m.RolesPage),
    ),
  },
  {
    path: '/apps/permissions',
    layout: 'default',
    access: 'protected',
    permission: { action: 'read', subject: 'Roles' },
    lazy: featurePage(
      'roles',
      page(roles, (m) => m.PermissionsPage),
    ),
  },
  {
    path: '/apps/agent-status',
    layout: 'default',
    access: 'protected',
    permission: { action: 'read', subject: 'agent-status' },
    lazy: featurePage(
      'account',
      page(account, (m) => m.AgentStatusPage),
    ),
  },
  { path: '/pages/account-settings', layout: 'default', access: 'protected', lazy: redirect('account') },
  {
    path: '/pages/account-settings/:tab',
    layout: 'default',
    access: 'protected',
    lazy: featurePage(
      'account',
      page(account, (m) => m.AccountSettingsPage),
    ),
  },
  { path: '/pages/user-profile', layout: 'default', access: 'protected', lazy: redirect('profile') },
  {
    path: '/pages/user-profile/:tab',
    layout: 'default',
    access: 'protected',
    lazy: featurePage('profile', () => import('../features/profile/routes/user-profile')),
  },
  {
    path: '/access-control',
    layout: 'default',
    access: 'protected',
    permission: { action: 'read', subject: 'AclDemo' },
    lazy: () => import('../features/access-control/routes/access-control'),
  },

  // Catch-all not-found page, blank layout, public
  { path: '*', layout: 'blank', access: 'public', lazy: page(misc, (m) => m.NotFoundPage) },
]
