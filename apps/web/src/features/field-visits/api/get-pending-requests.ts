import { useQuery } from '@tanstack/react-query'
import { fieldVisitPaths, visitRequestsResponseSchema } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { visitKeys } from './keys'

/** GET /field-visits/requests: the requests waiting for a booking, oldest first. */
export const usePendingRequests = () =>
  useQuery({
    queryKey: visitKeys.pending(),
    queryFn: async () =>
      visitRequestsResponseSchema.parse(await api.get(fieldVisitPaths.pendingRequests)).requests,
  })
