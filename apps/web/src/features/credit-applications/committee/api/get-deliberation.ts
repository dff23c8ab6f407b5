import { queryOptions, useQuery } from '@tanstack/react-query'
import { creditDecisionPaths, deliberationResumeSchema, type CreditProduct } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../../lib/api-client'
import { applicationKeys } from '../../../../lib/application-file'

export const getDeliberation = async (origin: CreditProduct, id: number) =>
  deliberationResumeSchema.parse(
    await api.get(generatePath(creditDecisionPaths.deliberation, { origin, id: String(id) })),
  )

export const deliberationQueryOptions = (origin: CreditProduct, id: number) =>
  queryOptions({
    queryKey: applicationKeys.part(origin, id, 'deliberation'),
    queryFn: () => getDeliberation(origin, id),
  })

/** GET .../deliberation: the committee's one-page resume. */
export const useDeliberation = (origin: CreditProduct, id: number) =>
  useQuery(deliberationQueryOptions(origin, id))
