import { useMutation, useQueryClient } from '@tanstack/react-query'
import { bureauAreaSchema, creditAnalysisPaths, type CreditProduct } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../../lib/api-client'
import { applicationKeys } from '../../../../lib/application-file'

export interface BureauPullInput {
  origin: CreditProduct
  id: number
  force: boolean
  reason?: string
}

export const requestBureauPull = async ({ origin, id, ...body }: BureauPullInput) =>
  bureauAreaSchema.parse(
    await api.post(generatePath(creditAnalysisPaths.bureauPulls, { origin, id: String(id) }), { json: body }),
  )

/** POST .../bureau/pulls: queues the pull; the area answered shows it pending. */
export function useRequestBureauPull() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: requestBureauPull,
    onSuccess: (area, { origin, id }) =>
      queryClient.setQueryData(applicationKeys.part(origin, id, 'bureau'), area),
  })
}
