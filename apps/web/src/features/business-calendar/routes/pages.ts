import { businessToday } from '@mesa/contracts'
import type { FeaturePages, FeaturePrefetch } from '../../../lib/feature-texts'
import { ensureQuery } from '../../../lib/route-data'
import { calendarYearQueryOptions } from '../api/get-calendar-year'
import { yearOf } from '../components/calendar-year'

/** The business calendar's door from the route table (lib/feature-texts `featurePages`): its pages by name. */
export const pages = {
  calendar: () => import('./business-calendar'),
} satisfies FeaturePages

/** What the route loader fetches while a page downloads (lib/route-data): the year the address names. */
export const prefetch: FeaturePrefetch<typeof pages> = {
  calendar: ({ searchParams }, queryClient) =>
    ensureQuery(queryClient, calendarYearQueryOptions(yearOf(searchParams.get('year'), businessToday()))),
}
