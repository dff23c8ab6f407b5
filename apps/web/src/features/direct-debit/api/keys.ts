/** TanStack Query keys of direct debit (domiciliación). */
export const directDebitKeys = {
  all: ['direct-debit'] as const,
  runs: (query: object) => ['direct-debit', 'runs', query] as const,
  run: (id: number) => ['direct-debit', 'run', id] as const,
  lines: (id: number, query: object) => ['direct-debit', 'lines', id, query] as const,
  mandates: (query: object) => ['direct-debit', 'mandates', query] as const,
}
