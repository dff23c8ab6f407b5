import { queryOptions, useQuery } from '@tanstack/react-query'
import { clarificationsResponseSchema, validationDeskPaths, type CreditProduct } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../../lib/api-client'
import { applicationKeys } from '../../../../lib/application-file'

export const getClarifications = async (origin: CreditProduct, id: number) =>
  clarificationsResponseSchema.parse(
    await api.get(generatePath(validationDeskPaths.clarifications, { origin, id: String(id) })),
  )

export const clarificationsQueryOptions = (origin: CreditProduct, id: number) =>
  queryOptions({
    queryKey: applicationKeys.part(origin, id, 'clarifications'),
    queryFn: () => getClarifications(origin, id),
  })

/** GET .../clarifications: newest first, and whether the stage clock stands still. */
export const useClarifications = (origin: CreditProduct, id: number) =>
  useQuery(clarificationsQueryOptions(origin, id))
