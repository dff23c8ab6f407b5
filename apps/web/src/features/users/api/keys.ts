/** TanStack Query keys of the users feature. */
export const userKeys = {
  all: ['users'] as const,
  lists: ['users', 'list'] as const,
  list: (query: object) => ['users', 'list', query] as const,
  detail: (id: number) => ['users', 'detail', id] as const,
  staffSearch: (q: string) => ['users', 'staff-search', q] as const,
}
