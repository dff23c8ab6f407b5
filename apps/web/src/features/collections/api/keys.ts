/** TanStack Query keys of the collections desk. */
export const collectionKeys = {
  all: ['collections'] as const,
  queue: (query: object) => ['collections', 'queue', query] as const,
  loan: (loanId: number) => ['collections', 'loan', loanId] as const,
  dashboard: ['collections', 'dashboard'] as const,
  collectors: ['collections', 'collectors'] as const,
}
