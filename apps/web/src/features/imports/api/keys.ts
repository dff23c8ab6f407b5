/** TanStack Query keys of the imports feature. */
export const importKeys = {
  all: ['imports'] as const,
  list: ['imports', 'list'] as const,
  detail: (id: number) => ['imports', 'detail', id] as const,
  rows: (id: number, query: object) => ['imports', 'detail', id, 'rows', query] as const,
}
