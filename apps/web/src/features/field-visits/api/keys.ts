/** Query keys of the field visits: agents, the calendar window, the requests queue, my agenda, one visit. */
export const visitKeys = {
  all: ['field-visits'] as const,
  agents: () => [...visitKeys.all, 'agents'] as const,
  calendar: (from: string, to: string, agentId: number | null) =>
    [...visitKeys.all, 'calendar', from, to, agentId ?? 'all'] as const,
  pending: () => [...visitKeys.all, 'pending'] as const,
  mine: () => [...visitKeys.all, 'mine'] as const,
  visit: (bookingId: number) => [...visitKeys.all, 'visit', bookingId] as const,
}
