import type { FeaturePages, FeaturePrefetch } from '../../../lib/feature-texts'
import { ensureQuery } from '../../../lib/route-data'
import { readListParams } from '../../../lib/use-list-params'
import { portfolioReportQueryOptions, reportFilterNames } from '../api/get-portfolio-report'
import { reportRecipientsQueryOptions } from '../api/get-report-recipients'

/** The portfolio reports' door from the route table (lib/feature-texts `featurePages`). */
export const pages = {
  reports: () => import('./portfolio-reports'),
  recipients: () => import('./report-recipients'),
} satisfies FeaturePages

/** What the route loader fetches while a page downloads (lib/route-data). */
export const prefetch: FeaturePrefetch<typeof pages> = {
  reports: ({ searchParams }, queryClient) =>
    ensureQuery(
      queryClient,
      portfolioReportQueryOptions(readListParams(searchParams, reportFilterNames).filters),
    ),
  recipients: (_, queryClient) => ensureQuery(queryClient, reportRecipientsQueryOptions()),
}
