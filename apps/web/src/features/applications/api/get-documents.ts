import { queryOptions, useQuery } from '@tanstack/react-query'
import { applicationPaths, type applicationDocumentSchema, type CreditProduct } from '@mesa/contracts'
import type { z } from 'zod'
import { api } from '../../../lib/api-client'
import { applicationKeys, fillPath } from './keys'

export type ApplicationDocument = z.infer<typeof applicationDocumentSchema>

export const getDocuments = (origin: CreditProduct, id: number) =>
  api.get<{ documents: ApplicationDocument[] }>(fillPath(applicationPaths.documents, { origin, id }))

export const documentsQueryOptions = (origin: CreditProduct, id: number) =>
  queryOptions({
    queryKey: applicationKeys.part(origin, id, 'documents'),
    queryFn: () => getDocuments(origin, id),
  })

/** GET .../documents. */
export const useDocuments = (origin: CreditProduct, id: number) => useQuery(documentsQueryOptions(origin, id))
