/** TanStack Query keys of the jobs feature. */
export const jobKeys = {
  all: ['jobs'] as const,
  list: (query: object) => ['jobs', 'list', query] as const,
  /** The installation's business date and its end-of-day runs (issue 33), shown on the jobs screen. */
  businessDate: ['jobs', 'business-date'] as const,
}
