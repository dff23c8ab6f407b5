/** TanStack Query keys of the global search. */
export const searchKeys = {
  results: (q: string) => ['app-bar-search', q] as const,
  records: (q: string) => ['record-search', q] as const,
}
