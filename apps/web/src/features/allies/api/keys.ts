/** TanStack Query keys of the allies feature. */
export const allyKeys = {
  all: ['allies'] as const,
  list: (query: object) => ['allies', 'list', query] as const,
  detail: (id: number) => ['allies', 'detail', id] as const,
  catalogs: ['allies', 'catalogs'] as const,
  staffOptions: ['allies', 'staff-options'] as const,
}

/** A path of `allyPaths` with its `:id` (and `:fileId`) filled in. */
export const fillPath = (path: string, params: Record<string, string | number>) =>
  path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(params[name])))
