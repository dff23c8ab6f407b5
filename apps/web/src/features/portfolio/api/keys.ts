/** TanStack Query keys of the portfolio dashboard. */
export const portfolioKeys = {
  all: ['portfolio'] as const,
  dashboard: (query: object) => ['portfolio', 'dashboard', query] as const,
}
