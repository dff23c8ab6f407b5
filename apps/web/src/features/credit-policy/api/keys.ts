import type { CreditProduct } from '@mesa/contracts'

/** TanStack Query keys of the credit-policy feature. */
export const creditPolicyKeys = {
  all: ['credit-policy'] as const,
  current: (product: CreditProduct) => ['credit-policy', product, 'current'] as const,
  history: (product: CreditProduct) => ['credit-policy', product, 'history'] as const,
}
