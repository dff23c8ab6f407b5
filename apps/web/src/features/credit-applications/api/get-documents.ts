import { queryOptions, useQuery } from '@tanstack/react-query'
import { applicationPaths, documentListResponseSchema, type CreditProduct } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { applicationKeys } from '../../../lib/application-file'

export const getDocuments = async (origin: CreditProduct, id: number) =>
  documentListResponseSchema.parse(
    await api.get(generatePath(applicationPaths.documents, { origin, id: String(id) })),
  )

export const documentsQueryOptions = (origin: CreditProduct, id: number) =>
  queryOptions({
    queryKey: applicationKeys.part(origin, id, 'documents'),
    queryFn: () => getDocuments(origin, id),
  })

/** GET .../documents. */
export const useDocuments = (origin: CreditProduct, id: number) => useQuery(documentsQueryOptions(origin, id))
