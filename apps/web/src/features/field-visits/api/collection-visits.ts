import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  fieldVisitPaths,
  visitDetailSchema,
  type CollectionVisitReport,
  type VisitRequestCreate,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { z } from 'zod'
import { api } from '../../../lib/api-client'
import { visitKeys } from './keys'

/** POST: the collections desk asks for a collection visit of a loan (issue 35). */
export const useRequestCollectionVisit = (loanId: number) =>
  useMutation({
    mutationFn: async (body: VisitRequestCreate) =>
      z.object({ id: z.number().int() }).parse(
        await api.post(generatePath(fieldVisitPaths.collectionVisits, { loanId: String(loanId) }), {
          json: body,
        }),
      ),
  })

/** PUT: the agent's outcome of a collection visit; the visit (and the agenda) read again. */
export function useReportCollectionVisit(bookingId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (body: CollectionVisitReport) =>
      visitDetailSchema.parse(
        await api.put(generatePath(fieldVisitPaths.collectionReport, { bookingId: String(bookingId) }), {
          json: body,
        }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: visitKeys.all }),
  })
}
