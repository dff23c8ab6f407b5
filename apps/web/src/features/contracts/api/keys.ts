/** TanStack Query keys of the contracts feature. */
export const contractKeys = {
  all: ['contracts'] as const,
  list: (query: object) => ['contracts', 'list', query] as const,
  detail: (contractId: number) => ['contracts', 'detail', contractId] as const,
}
