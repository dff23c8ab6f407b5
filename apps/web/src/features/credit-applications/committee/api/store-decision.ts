import type { QueryClient } from '@tanstack/react-query'
import type { CreditProduct } from '@mesa/contracts'
import { applicationKeys } from '../../../../lib/application-file'

/**
 * After a decision write: its answer is the part's new state (no refetch); the application refetches too
 * (its gates may have changed) and so does the AnswerSheet, which reads the decision and the terms.
 */
export function storeDecisionAnswer(
  client: QueryClient,
  input: { origin: CreditProduct; id: number },
  part: 'committee' | 'authorisation',
  answer: unknown,
) {
  client.setQueryData(applicationKeys.part(input.origin, input.id, part), answer)
  void client.invalidateQueries({ queryKey: applicationKeys.item(input.origin, input.id), exact: true })
  void client.invalidateQueries({ queryKey: applicationKeys.part(input.origin, input.id, 'answer-sheet') })
}
