import { useMutation, useQueryClient } from '@tanstack/react-query'
import { bureauAreaSchema, creditAnalysisPaths, type CreditProduct } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../../lib/api-client'
import { applicationKeys } from '../../../../lib/application-file'

export interface ConsentInput {
  origin: CreditProduct
  id: number
  authorizedAt: string
  documentId: number
}

export const recordConsent = async ({ origin, id, ...body }: ConsentInput) =>
  bureauAreaSchema.parse(
    await api.put(generatePath(creditAnalysisPaths.bureauConsent, { origin, id: String(id) }), {
      json: body,
    }),
  )

/** PUT .../bureau/consent: the applicant's signed authorisation. */
export function useRecordConsent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: recordConsent,
    onSuccess: (area, { origin, id }) =>
      queryClient.setQueryData(applicationKeys.part(origin, id, 'bureau'), area),
  })
}
