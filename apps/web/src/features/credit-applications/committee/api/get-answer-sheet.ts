import { queryOptions, useQuery } from '@tanstack/react-query'
import { answerSheetSchema, creditDecisionPaths, type CreditProduct } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../../lib/api-client'
import { applicationKeys } from '../../../../lib/application-file'

export const getAnswerSheet = async (origin: CreditProduct, id: number) =>
  answerSheetSchema.parse(
    await api.get(generatePath(creditDecisionPaths.answerSheet, { origin, id: String(id) })),
  )

export const answerSheetQueryOptions = (origin: CreditProduct, id: number) =>
  queryOptions({
    queryKey: applicationKeys.part(origin, id, 'answer-sheet'),
    queryFn: () => getAnswerSheet(origin, id),
  })

/** GET .../answer-sheet: the decision letter to the ally. */
export const useAnswerSheet = (origin: CreditProduct, id: number) =>
  useQuery(answerSheetQueryOptions(origin, id))
