/** TanStack Query keys of the four-eyes queue. */
export const approvalKeys = {
  all: ['approvals'] as const,
  list: (query: object) => ['approvals', 'list', query] as const,
  pendingCount: ['approvals', 'pending-count'] as const,
  dutyPolicy: ['approvals', 'duty-policy'] as const,
}
