import { z } from 'zod'
import { singleLineText } from '../common/text'
import type { PermissionNeed } from '../permissions/rule-predicates'
import { screenEntries, screenUrl } from '../screens/screens'

/** The global search endpoint (spec §7; full path, see index.ts "API paths"). */
export const searchPaths = { search: '/api/app-bar/search' } as const

/** The global search's sections (spec §2, §7), in display order. */
export const searchSections = [
  'Dashboards',
  'Front Pages',
  'Apps & Pages',
  'User Interface',
  'Forms & Tables',
  'Chart & Misc',
] as const
export type SearchSection = (typeof searchSections)[number]

export const searchQuerySchema = z.object({ q: singleLineText().max(200).optional().default('') })

export const searchResultSectionSchema = z.object({
  title: z.string(),
  zoneName: z.string(),
  children: z.array(z.object({ title: z.string(), icon: z.string(), url: z.string() })),
})
export const searchResponseSchema = z.array(searchResultSectionSchema)
export type SearchResultSection = z.infer<typeof searchResultSectionSchema>

/**
 * A destination the global search can offer, derived from the screen registry: only routes the web app
 * registers, with the permission their route needs (none for pages every signed-in user may open).
 */
export interface SearchDestination {
  section: SearchSection
  title: string
  icon: string
  url: string
  permission?: PermissionNeed
  /** A screen of the template demo area: offered only while DEMO_PAGES is on. */
  demo?: true
}

/** Every screen that declares a search entry, in registry order (see `screens/screens.ts`). */
export const searchDestinations: SearchDestination[] = screenEntries.flatMap(([, screen]) =>
  screen.search
    ? [
        {
          section: screen.search.section,
          title: screen.search.title,
          icon: screen.search.icon,
          url: screenUrl(screen, screen.search.params),
          ...(screen.permission && { permission: screen.permission }),
          ...(screen.demo && { demo: true as const }),
        },
      ]
    : [],
)
