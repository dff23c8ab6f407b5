import { queryOptions, useQuery } from '@tanstack/react-query'
import { applicationPaths, type CreditProduct, type commentSchema } from '@mesa/contracts'
import type { z } from 'zod'
import { api } from '../../../lib/api-client'
import { applicationKeys, fillPath } from './keys'

export type ApplicationComment = z.infer<typeof commentSchema>

export const getComments = (origin: CreditProduct, id: number) =>
  api.get<{ comments: ApplicationComment[] }>(fillPath(applicationPaths.comments, { origin, id }))

export const commentsQueryOptions = (origin: CreditProduct, id: number) =>
  queryOptions({
    queryKey: applicationKeys.part(origin, id, 'comments'),
    queryFn: () => getComments(origin, id),
  })

/** GET .../comments: oldest first. */
export const useComments = (origin: CreditProduct, id: number) => useQuery(commentsQueryOptions(origin, id))
