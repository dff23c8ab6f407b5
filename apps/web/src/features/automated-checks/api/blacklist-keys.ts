/** TanStack Query keys of the blacklist (the automated checks compare applicants with it). */
export const blacklistKeys = {
  all: ['blacklist'] as const,
  list: (query: object) => ['blacklist', 'list', query] as const,
}
