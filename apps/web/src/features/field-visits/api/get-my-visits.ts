import { useQuery } from '@tanstack/react-query'
import { bookingsResponseSchema, fieldVisitPaths } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { visitKeys } from './keys'

/** GET /field-visits/mine: the signed-in agent's visits from today on. */
export const useMyVisits = () =>
  useQuery({
    queryKey: visitKeys.mine(),
    queryFn: async () => bookingsResponseSchema.parse(await api.get(fieldVisitPaths.mine)).bookings,
  })
