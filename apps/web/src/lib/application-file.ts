import type { ApplicationDetail, CreditProduct } from '@mesa/contracts'

/**
 * The application file as every tab of it receives it (issue 37: the page in app/ composes the features' tabs):
 * the detail answer's `product` is the product section, so the product slug it lives under (its origin) is
 * kept beside it.
 */
export type ApplicationFile = ApplicationDetail & { origin: CreditProduct }

/**
 * Query keys of the applications: every list and one application's parts. Shared because the features' tabs
 * key their reads under the file's key, so refetching the file after a move refetches its tabs too.
 */
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
