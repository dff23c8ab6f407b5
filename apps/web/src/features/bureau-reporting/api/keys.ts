/** TanStack Query keys of the monthly credit-bureau file (issue 36). */
export const bureauReportingKeys = {
  all: ['bureau-reporting'] as const,
  periods: ['bureau-reporting', 'periods'] as const,
  period: (period: string) => ['bureau-reporting', 'period', period] as const,
  pullCosts: (period: string) => ['bureau-reporting', 'pull-costs', period] as const,
}
