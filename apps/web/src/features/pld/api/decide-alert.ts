import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  pldAlertDetailSchema,
  pldPaths,
  type PldAlertDetail,
  type PldAlertDismissRequest,
  type PldAlertEscalateRequest,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { pldKeys } from './keys'

/** POST …/alerts/:id/dismiss (a reason, 400 without) or …/escalate (a narrative: a report draft); 409 stale. */
export const dismissAlert = async (id: number, body: PldAlertDismissRequest): Promise<PldAlertDetail> =>
  pldAlertDetailSchema.parse(
    await api.post(generatePath(pldPaths.alertDismiss, { id: String(id) }), { json: body }),
  )

export const escalateAlert = async (id: number, body: PldAlertEscalateRequest): Promise<PldAlertDetail> =>
  pldAlertDetailSchema.parse(
    await api.post(generatePath(pldPaths.alertEscalate, { id: String(id) }), { json: body }),
  )

/** Either decision answers the alert as it now stands; the queue reloads. */
function useDecision<T>(decide: (id: number, body: T) => Promise<PldAlertDetail>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: T }) => decide(id, body),
    onSuccess: (alert) => {
      client.setQueryData(pldKeys.alert(alert.id), alert)
      void client.invalidateQueries({ queryKey: pldKeys.alerts })
    },
  })
}

export const useDismissAlert = () => useDecision(dismissAlert)
export const useEscalateAlert = () => useDecision(escalateAlert)
