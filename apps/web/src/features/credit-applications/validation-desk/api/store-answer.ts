import type { QueryClient } from '@tanstack/react-query'
import type { CreditProduct } from '@mesa/contracts'
import { applicationKeys } from '../../../../lib/application-file'

/**
 * After a desk write: its answer is the part's new list (no refetch), and when the write may change
 * what blocks the application's advance (calls, clarifications) the application refetches too.
 */
export function storeDeskAnswer(
  client: QueryClient,
  input: { origin: CreditProduct; id: number },
  part: 'reference-calls' | 'clarifications' | 'contact-attempts',
  answer: unknown,
) {
  client.setQueryData(applicationKeys.part(input.origin, input.id, part), answer)
  if (part !== 'contact-attempts')
    void client.invalidateQueries({ queryKey: applicationKeys.item(input.origin, input.id), exact: true })
}
