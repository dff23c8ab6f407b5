import { accountScreens } from './screens-account'
import { administrationScreens } from './screens-administration'
import { operationsScreens } from './screens-operations'
import { originationScreens } from './screens-origination'
import type { Screen } from './screen-kit'

export {
  navGroups,
  navIconNames,
  type NavGroup,
  type NavIconName,
  type Screen,
  type ScreenAccess,
  type ScreenLayout,
  type ScreenNav,
  type ScreenSearch,
} from './screen-kit'

/**
 * The screen registry: every screen of spec §2 the web app serves, declared once. The web derives its route
 * table and its navigation from it, the API its global-search destinations, so a new screen is one entry in its part (screens-*.ts,
 * spread here in order) plus its lazy module in `apps/web/src/app/screen-modules.ts` (TypeScript demands the latter). Declaration
 * order is the global search's order inside a section (it shows the first five matches).
 */
export const screens = {
  ...originationScreens,
  ...operationsScreens,
  ...administrationScreens,
  ...accountScreens,
} as const satisfies Record<string, Screen>

export type ScreenId = keyof typeof screens

/** The registry as a list, in declaration order. */
export const screenEntries = Object.entries(screens) as [ScreenId, Screen][]

/** A screen's path with its parameters filled, e.g. the tab a search destination opens on. */
export function screenUrl(screen: Screen, params: Record<string, string> = {}): string {
  return screen.path.replace(/:(\w+)/g, (match, name: string) => params[name] ?? match)
}
