/** TanStack Query keys of the blacklist feature. */
export const blacklistKeys = {
  all: ['blacklist'] as const,
  list: (query: object) => ['blacklist', 'list', query] as const,
}
