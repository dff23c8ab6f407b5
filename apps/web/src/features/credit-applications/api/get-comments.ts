import { queryOptions, useQuery } from '@tanstack/react-query'
import { applicationPaths, commentListResponseSchema, type CreditProduct } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { applicationKeys } from '../../../lib/application-file'

export const getComments = async (origin: CreditProduct, id: number) =>
  commentListResponseSchema.parse(
    await api.get(generatePath(applicationPaths.comments, { origin, id: String(id) })),
  )

export const commentsQueryOptions = (origin: CreditProduct, id: number) =>
  queryOptions({
    queryKey: applicationKeys.part(origin, id, 'comments'),
    queryFn: () => getComments(origin, id),
  })

/** GET .../comments: oldest first. */
export const useComments = (origin: CreditProduct, id: number) => useQuery(commentsQueryOptions(origin, id))
