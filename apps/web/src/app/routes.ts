import {
  screenEntries,
  type PermissionNeed,
  type ScreenAccess,
  type ScreenId,
  type ScreenLayout,
} from '@mesa/contracts'
import { demoPagesEnabled } from '../lib/demo-pages'
import type { PageModule } from '../lib/feature-texts'
import type { RoutePrefetch } from '../lib/route-data'
import { screenModules } from './screen-modules'

export type LayoutName = ScreenLayout

/** A screen of spec §2: its path, layout, who may open it and, where the spec marks it, the permission. */
export interface AppRoute {
  id: ScreenId
  path: string
  layout: LayoutName
  access: ScreenAccess
  permission?: PermissionNeed
  lazy: () => Promise<PageModule>
  /** Its data, fetched by its route loader (lib/route-data). */
  prefetch?: RoutePrefetch
}

const withDemoPages = (load: () => Promise<PageModule>) => async (): Promise<PageModule> =>
  (await demoPagesEnabled()) ? load() : screenModules.notFound()

/** The route table, derived from the screen registry (contracts `screens`): every route is lazy. */
export const appRoutes: AppRoute[] = screenEntries.map(([id, screen]) => ({
  id,
  path: screen.path,
  layout: screen.layout,
  access: screen.access,
  ...(screen.permission && { permission: screen.permission }),
  // With DEMO_PAGES off a demo screen's path shows the not-found page, as an unknown path does.
  lazy: screen.demo ? withDemoPages(screenModules[id]) : screenModules[id],
  ...(!screen.demo && screenModules[id].prefetch && { prefetch: screenModules[id].prefetch }),
}))
