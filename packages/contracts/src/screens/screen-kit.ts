import type { Permission } from '../permissions/permissions'
import type { PermissionNeed } from '../permissions/rule-predicates'
import { demoAccess } from '../permissions/staff'
import type { SearchSection } from '../search/search'

/** The shapes of the screen registry (screens.ts) and the helpers its entries are written with. */

export type ScreenLayout = 'default' | 'blank' | 'fixed-height'
/** public: always open; guest: only signed out (sign-in, register); protected: signed in, plus the permission. */
export type ScreenAccess = 'public' | 'guest' | 'protected'
/** The navigation's groups, in display order; each shows the heading `nav.<group>`. */
export const navGroups = [
  'appsAndPages',
  'applications',
  'fondeos',
  // Issue 34: the books.
  'accounting',
  'support',
  'demo',
  'authentication',
  'misc',
] as const
export type NavGroup = (typeof navGroups)[number]
/** Navigation icons by name; the web maps each to its icon component. */
export const navIconNames = [
  'storefront',
  'security',
  'group',
  'adminPanelSettings',
  'lock',
  'supportAgent',
  'requestPage',
  'inbox',
  'accountBalance',
  'viewKanban',
  'login',
  'personAdd',
  'vpnKey',
  'schedule',
  'history',
  'restoreFromTrash',
  'build',
  'block',
  'errorOutline',
  // The four-eyes queue (issue 30)
  'approval',
  // Messaging (issue 17)
  'forum',
  'textSnippet',
  'campaign',
  // The demo area's (issue 19)
  'insights',
  'pieChart',
  'shoppingCart',
  'localShipping',
  'directionsCar',
  'receiptLong',
  'people',
  'rateReview',
  'share',
  'calendarMonth',
  'help',
  'menuBook',
  'sell',
  'tableChart',
  'shoppingCartCheckout',
  'localOffer',
  'homeWork',
  'school',
  'addBox',
  'category',
  'settings',
  'web',
  'widgets',
  // The demo area's UI pages
  'viewAgenda',
  'emojiSymbols',
  'textFields',
  'pictureInPicture',
  'smartButton',
  'dynamicForm',
  'extension',
  'barChart',
  // The home (issue 38)
  'home',
] as const
export type NavIconName = (typeof navIconNames)[number]

export interface ScreenNav {
  group: NavGroup
  /** Position inside the group (the navigation's order differs from the search's, which is declaration order). */
  order: number
  /** i18n key in the common namespace. */
  labelKey: string
  icon: NavIconName
  /**
   * Who sees the link, where that differs from who may open the page: the template's public pages (sign-in and
   * register variants, coming soon) stay open to everyone at their address, but only the demo's holders find them
   * in the navigation (issue 38: the product's staff never meet the template).
   */
  permission?: Permission
}

export interface ScreenSearch {
  section: SearchSection
  /** The search matches and shows this title (spec §7 texts, not translated). */
  title: string
  /** Icon name the search dialog shows (spec §7: tabler names). */
  icon: string
  /** Values for the path's parameters, e.g. the tab a settings page opens on. */
  params?: Record<string, string>
}

export interface Screen {
  path: string
  layout: ScreenLayout
  access: ScreenAccess
  /**
   * The permission the route needs, or `{anyOf}` when any one of several opens it (the imports screen: whoever
   * may import any entity); omitted where any signed-in user (or anyone, if public) may open it.
   */
  permission?: PermissionNeed
  nav?: ScreenNav
  search?: ScreenSearch
  /** Part of the template demo area (issue 19): no route, navigation entry or search result while DEMO_PAGES is off. */
  demo?: true
}

export const read = (subject: Permission['subject']): Permission => ({ action: 'read', subject })
export const apps = 'Apps & Pages' satisfies SearchSection
export const guest = (path: string): Screen => ({ path, layout: 'blank', access: 'guest' })
export const publicPage = (
  path: string,
  search?: Omit<ScreenSearch, 'section'>,
  nav?: ScreenNav,
): Screen => ({
  path,
  layout: 'blank',
  access: 'public',
  ...(search && { search: { section: apps, ...search } }),
  ...(nav && { nav: { permission: demoAccess, ...nav } }),
})
export const authTemplate = (name: string, search?: Omit<ScreenSearch, 'section'>, nav?: ScreenNav) =>
  publicPage(`/pages/authentication/${name}`, search, nav)
export const protectedPage = (
  path: string,
  permission?: PermissionNeed,
  extra: Partial<Screen> = {},
): Screen => ({
  path,
  layout: 'default',
  access: 'protected',
  ...(permission && { permission }),
  ...extra,
})
