/** The money-laundering prevention endpoints (issue 36, docs/compliance.md). */
export const pldPaths = {
  lists: '/api/v1/pld/lists',
  listImports: '/api/v1/pld/lists/:list/imports',
  alerts: '/api/v1/pld/alerts',
  alert: '/api/v1/pld/alerts/:id',
  alertDismiss: '/api/v1/pld/alerts/:id/dismiss',
  alertEscalate: '/api/v1/pld/alerts/:id/escalate',
  screen: '/api/v1/pld/screen',
  reports: '/api/v1/pld/reports',
  relevantOperations: '/api/v1/pld/relevant-operations',
  reportExport: '/api/v1/pld/reports/export',
  thresholds: '/api/v1/pld/thresholds',
} as const
