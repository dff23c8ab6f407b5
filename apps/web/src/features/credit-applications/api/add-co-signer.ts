import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  applicationDetailSchema,
  applicationPaths,
  type CoSignerRequest,
  type CreditProduct,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { withOrigin } from './get-credit-application'
import { applicationKeys } from '../../../lib/application-file'

export type AddCoSignerInput = CoSignerRequest & { origin: CreditProduct; id: number }

export const addCoSigner = async ({ origin, id, coSigner, version }: AddCoSignerInput) =>
  applicationDetailSchema.parse(
    await api.post(generatePath(applicationPaths.coSigner, { origin, id: String(id) }), {
      json: { coSigner, version },
    }),
  )

/** POST .../co-signer: the committee's co-signer joins the closed references (issue 38). */
export function useAddCoSigner() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addCoSigner,
    onSuccess: (detail, input) => {
      queryClient.setQueryData(applicationKeys.item(input.origin, input.id), withOrigin(detail, input.origin))
      void queryClient.invalidateQueries({
        queryKey: applicationKeys.part(input.origin, input.id, 'history'),
      })
    },
  })
}
