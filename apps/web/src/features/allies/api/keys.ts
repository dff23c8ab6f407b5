/** TanStack Query keys of the allies feature. */
export const allyKeys = {
  all: ['allies'] as const,
  lists: ['allies', 'list'] as const,
  list: (query: object) => ['allies', 'list', query] as const,
  detail: (id: number) => ['allies', 'detail', id] as const,
  catalogs: ['allies', 'catalogs'] as const,
  staffOptions: ['allies', 'staff-options'] as const,
  options: (activeOnly: boolean) => ['allies', 'options', { activeOnly }] as const,
}
