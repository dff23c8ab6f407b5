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

/** Fills `:origin`, `:id` and other params of a contracts path. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => String(params[name]))
}
