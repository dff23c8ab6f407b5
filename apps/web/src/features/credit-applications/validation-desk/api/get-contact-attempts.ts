import { queryOptions, useQuery } from '@tanstack/react-query'
import { contactAttemptsResponseSchema, validationDeskPaths, type CreditProduct } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../../lib/api-client'
import { applicationKeys } from '../../../../lib/application-file'

export const getContactAttempts = async (origin: CreditProduct, id: number) =>
  contactAttemptsResponseSchema.parse(
    await api.get(generatePath(validationDeskPaths.contactAttempts, { origin, id: String(id) })),
  )

export const contactAttemptsQueryOptions = (origin: CreditProduct, id: number) =>
  queryOptions({
    queryKey: applicationKeys.part(origin, id, 'contact-attempts'),
    queryFn: () => getContactAttempts(origin, id),
  })

/** GET .../contact-attempts: newest first. */
export const useContactAttempts = (origin: CreditProduct, id: number) =>
  useQuery(contactAttemptsQueryOptions(origin, id))
