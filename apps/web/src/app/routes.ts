import {
  screenEntries,
  type Permission,
  type ScreenAccess,
  type ScreenId,
  type ScreenLayout,
} from '@mesa/contracts'
import type { PageModule } from '../lib/feature-texts'
import { screenModules } from './screen-modules'

export type LayoutName = ScreenLayout

/** A screen of spec §2: its path, layout, who may open it and, where the spec marks it, the permission. */
export interface AppRoute {
  id: ScreenId
  path: string
  layout: LayoutName
  access: ScreenAccess
  permission?: Permission
  lazy: () => Promise<PageModule>
}

/** The route table, derived from the screen registry (contracts `screens`): every route is lazy. */
export const appRoutes: AppRoute[] = screenEntries.map(([id, screen]) => ({
  id,
  path: screen.path,
  layout: screen.layout,
  access: screen.access,
  ...(screen.permission && { permission: screen.permission }),
  lazy: screenModules[id],
}))
