/** TanStack Query keys of the e-mail feature. */
export const emailKeys = {
  all: ['email'] as const,
  lists: ['email', 'list'] as const,
  list: (query: object) => ['email', 'list', query] as const,
  contacts: (q: string) => ['email', 'contacts', q] as const,
  account: ['email', 'account'] as const,
}
