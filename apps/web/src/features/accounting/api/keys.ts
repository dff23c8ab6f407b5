/** Query keys of the books (issue 34): each report by its date(s), the chart, the journal's pages, the months. */
export const accountingKeys = {
  all: ['accounting'] as const,
  chart: ['accounting', 'chart'] as const,
  mappings: ['accounting', 'mappings'] as const,
  journal: (query: object) => ['accounting', 'journal', query] as const,
  trialBalance: (asOf: string) => ['accounting', 'trial-balance', asOf] as const,
  balanceSheet: (asOf: string) => ['accounting', 'balance-sheet', asOf] as const,
  incomeStatement: (from: string, to: string) => ['accounting', 'income-statement', from, to] as const,
  reconciliation: (asOf: string) => ['accounting', 'reconciliation', asOf] as const,
  periods: ['accounting', 'periods'] as const,
  packages: ['accounting', 'packages'] as const,
  pendingMappingChanges: ['accounting', 'pending-mapping-changes'] as const,
  cfdi: (query: object) => ['accounting', 'cfdi', query] as const,
}
