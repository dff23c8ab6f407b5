import { queryOptions, useQuery } from '@tanstack/react-query'
import { authorisationResponseSchema, creditDecisionPaths, type CreditProduct } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../../lib/api-client'
import { applicationKeys } from '../../../../lib/application-file'

export const getAuthorisation = async (origin: CreditProduct, id: number) =>
  authorisationResponseSchema.parse(
    await api.get(generatePath(creditDecisionPaths.authorisation, { origin, id: String(id) })),
  )

export const authorisationQueryOptions = (origin: CreditProduct, id: number) =>
  queryOptions({
    queryKey: applicationKeys.part(origin, id, 'authorisation'),
    queryFn: () => getAuthorisation(origin, id),
  })

/** GET .../authorisation: the terms in force with their schedule, the history and my authority limit. */
export const useAuthorisation = (origin: CreditProduct, id: number) =>
  useQuery(authorisationQueryOptions(origin, id))
