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
