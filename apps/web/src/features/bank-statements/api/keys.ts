/** TanStack Query keys of the bank statements feature. */
export const bankStatementKeys = {
  all: ['bank-statements'] as const,
  list: (query: object) => ['bank-statements', 'list', query] as const,
  statement: (id: number) => ['bank-statements', 'statement', id] as const,
  lines: (id: number, query: object) => ['bank-statements', 'lines', id, query] as const,
  queue: (query: object) => ['bank-statements', 'queue', query] as const,
  summary: (range: object) => ['bank-statements', 'summary', range] as const,
  layouts: ['bank-statements', 'layouts'] as const,
  loanOptions: (q: string) => ['bank-statements', 'loan-options', q] as const,
  speiSandbox: ['bank-statements', 'spei-sandbox'] as const,
}
