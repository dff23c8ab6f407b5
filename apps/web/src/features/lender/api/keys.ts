/** TanStack Query keys of the lender's identity and UNE (issue 33). */
export const lenderKeys = {
  profile: ['lender', 'profile'] as const,
}
