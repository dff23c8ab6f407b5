import type { CreditProduct } from '@mesa/contracts'

/** Query keys of the applications feature: every list and one application's parts. */
export const applicationKeys = {
  all: ['applications'] as const,
  lists: () => [...applicationKeys.all, 'list'] as const,
  list: (kind: string, query: object) => [...applicationKeys.lists(), kind, query] as const,
  pipeline: () => [...applicationKeys.all, 'pipeline'] as const,
  item: (origin: CreditProduct, id: number) => [...applicationKeys.all, 'item', origin, id] as const,
  part: (origin: CreditProduct, id: number, part: string) =>
    [...applicationKeys.item(origin, id), part] as const,
  allies: () => [...applicationKeys.all, 'allies'] as const,
}

/**
 * The file's tabs read from other features' APIs (funding by folio; purchase, partners and VIN by the
 * application's id): named once for their queries and for the live events that refetch them.
 */
export const fileTabKeys = {
  all: ['credit-applications'] as const,
  funding: (folio: number) => [...fileTabKeys.all, 'funding', folio] as const,
  purchase: (id: number) => [...fileTabKeys.all, 'purchase', id] as const,
  partners: (id: number) => [...fileTabKeys.all, 'partners', id] as const,
  vins: () => [...fileTabKeys.all, 'vin'] as const,
  vin: (id: number) => [...fileTabKeys.vins(), id] as const,
}
