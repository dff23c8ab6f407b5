/** TanStack Query keys of the funding feature. */
export const fundingKeys = {
  all: ['funding'] as const,
  list: (query: object) => ['funding', 'list', query] as const,
  detail: (folio: number) => ['funding', 'detail', folio] as const,
  funders: (query: object) => ['funding', 'funders', query] as const,
  funder: (funderId: number) => ['funding', 'funder', funderId] as const,
  options: ['funding', 'funder-options'] as const,
  movements: (lineId: number) => ['funding', 'line-movements', lineId] as const,
}
