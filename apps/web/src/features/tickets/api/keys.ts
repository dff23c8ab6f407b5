/** TanStack Query keys of the tickets feature. */
export const ticketKeys = {
  tickets: ['tickets'] as const,
  ticketLists: ['tickets', 'list'] as const,
  ticketList: (query: object) => ['tickets', 'list', query] as const,
  ticket: (id: number) => ['tickets', 'detail', id] as const,
  assignees: ['tickets', 'assignees'] as const,
}
