import { useQuery } from '@tanstack/react-query'
import { fieldVisitPaths, visitDetailSchema } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { visitKeys } from './keys'

/** GET /field-visits/bookings/:bookingId: the visit with its report and photos. */
export const useVisit = (bookingId: number) =>
  useQuery({
    queryKey: visitKeys.visit(bookingId),
    queryFn: async () =>
      visitDetailSchema.parse(
        await api.get(generatePath(fieldVisitPaths.booking, { bookingId: String(bookingId) })),
      ),
  })
