/** TanStack Query keys of the audit trail feature. */
export const auditKeys = {
  all: ['audit'] as const,
  list: (query: object) => ['audit', 'list', query] as const,
}
