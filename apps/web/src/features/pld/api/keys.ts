/** TanStack Query keys of money-laundering prevention (issue 36). */
export const pldKeys = {
  all: ['pld'] as const,
  alerts: ['pld', 'alerts'] as const,
  alertList: (query: object) => ['pld', 'alerts', 'list', query] as const,
  alert: (id: number) => ['pld', 'alerts', 'detail', id] as const,
  lists: ['pld', 'lists'] as const,
  reports: (period: string) => ['pld', 'reports', period] as const,
  relevant: (period: string) => ['pld', 'relevant', period] as const,
  thresholds: ['pld', 'thresholds'] as const,
}
