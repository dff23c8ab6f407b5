/** TanStack Query keys of the jobs feature. */
export const jobKeys = {
  all: ['jobs'] as const,
  list: (query: object) => ['jobs', 'list', query] as const,
}
