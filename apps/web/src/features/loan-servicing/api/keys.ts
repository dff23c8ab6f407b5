import type { CreditProduct } from '@mesa/contracts'

/** Query keys of loan servicing: the portfolio lists and one application's loan and its parts. */
export const loanKeys = {
  lists: ['loans', 'list'] as const,
  list: (query: object) => [...loanKeys.lists, query] as const,
  /** The loss-provision report as of a date (issue 33). */
  provisions: (asOf: string) => ['loans', 'provisions', asOf] as const,
  loan: (origin: CreditProduct, id: number) => ['credit-applications', origin, id, 'loan'] as const,
  part: (origin: CreditProduct, id: number, part: string, arg: string) =>
    [...loanKeys.loan(origin, id), part, arg] as const,
}

export const loanPathParams = (origin: CreditProduct, id: number) => ({ origin, id: String(id) })
