/** TanStack Query keys of the portfolio reports. */
export const portfolioReportKeys = {
  all: ['portfolio-reports'] as const,
  report: (query: object) => ['portfolio-reports', 'report', query] as const,
  recipients: () => ['portfolio-reports', 'recipients'] as const,
}
