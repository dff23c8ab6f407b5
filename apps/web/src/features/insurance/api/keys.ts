/** TanStack Query keys of the insurance feature. */
export const insuranceKeys = {
  all: ['insurance'] as const,
  queue: (query: object) => ['insurance', 'queue', query] as const,
  quotes: (applicationId: number) => ['insurance', 'quotes', applicationId] as const,
  applicationPolicies: (applicationId: number) =>
    ['insurance', 'application-policies', applicationId] as const,
  policies: (query: object) => ['insurance', 'policies', query] as const,
  insurer: (insurer: string) => ['insurance', 'insurer', insurer] as const,
}
