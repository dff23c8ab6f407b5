import { useMutation, useQueryClient } from '@tanstack/react-query'
import { fieldVisitPaths, visitDetailSchema, type VisitReportRequest } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { visitKeys } from './keys'

/** PUT /field-visits/bookings/:bookingId/report: the agent's report; the visit is done. */
export function useSaveReport(bookingId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (body: VisitReportRequest) =>
      visitDetailSchema.parse(
        await api.put(generatePath(fieldVisitPaths.report, { bookingId: String(bookingId) }), { json: body }),
      ),
    onSuccess: (detail) => {
      client.setQueryData(visitKeys.visit(bookingId), detail)
      void client.invalidateQueries({ queryKey: visitKeys.mine() })
    },
  })
}
