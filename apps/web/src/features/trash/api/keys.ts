/** TanStack Query keys of the trash feature. */
export const trashKeys = {
  all: ['trash'] as const,
  list: (query: object) => ['trash', 'list', query] as const,
}
