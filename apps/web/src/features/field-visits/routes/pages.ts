import type { FeaturePages, FeaturePrefetch } from '../../../lib/feature-texts'

/** The field visits' door from the route table (lib/feature-texts `featurePages`). */
export const pages = {
  scheduling: () => import('./scheduling'),
  agenda: () => import('./agenda'),
  visitForm: () => import('./visit-form'),
} satisfies FeaturePages

/** What the route loader fetches while a page downloads (lib/route-data); the offline code only with its screen. */
export const prefetch: FeaturePrefetch<typeof pages> = {
  agenda: async (_address, queryClient) =>
    (await import('../offline/agenda-prefetch')).prefetchAgenda(queryClient),
}
