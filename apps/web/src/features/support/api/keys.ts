/** TanStack Query keys of the support feature. */
export const supportKeys = {
  tickets: ['tickets'] as const,
  ticketLists: ['tickets', 'list'] as const,
  ticketList: (query: object) => ['tickets', 'list', query] as const,
  ticket: (id: number) => ['tickets', 'detail', id] as const,
  assignees: ['tickets', 'assignees'] as const,
  roleMatrix: ['support', 'role-matrix'] as const,
}
