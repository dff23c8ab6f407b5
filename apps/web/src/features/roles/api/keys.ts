/** TanStack Query keys of the roles feature (roles and named permissions share the ['roles'] prefix). */
export const roleKeys = {
  all: ['roles'] as const,
  list: ['roles', 'list'] as const,
  permissions: (query: object) => ['roles', 'permissions', query] as const,
  allPermissions: ['roles', 'permissions', 'all'] as const,
  options: ['roles', 'options'] as const,
}
