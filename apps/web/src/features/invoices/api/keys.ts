/** TanStack Query keys of the invoices feature. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: ['invoices', 'list'] as const,
  list: (query: object) => ['invoices', 'list', query] as const,
  detail: (id: number) => ['invoices', 'detail', id] as const,
  clients: ['invoices', 'clients'] as const,
}
