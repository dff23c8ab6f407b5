/** TanStack Query keys of the demo area. */
export const demoKeys = {
  all: ['demo'] as const,
  list: (family: string, query: object) => ['demo', family, 'list', query] as const,
  item: (family: string, id: string | number) => ['demo', family, 'item', id] as const,
  stats: ['demo', 'stats'] as const,
  page: (name: string, query: object = {}) => ['demo', 'page', name, query] as const,
  calendar: ['demo', 'calendar'] as const,
}
