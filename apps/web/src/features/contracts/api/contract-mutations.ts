import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  contractPaths,
  contractSchema,
  generateContractResponseSchema,
  type CreditProduct,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { uploadForm } from '../../../lib/upload'
import { applicationKeys } from '../../../lib/application-file'
import { contractPath } from './get-application-contract'

interface Target {
  origin: CreditProduct
  id: number
}

/** After a contract change the file (its advance guard) and the contract tab are read again. */
function useRefreshFile() {
  const queryClient = useQueryClient()
  return (target: Target) =>
    queryClient.invalidateQueries({ queryKey: applicationKeys.item(target.origin, target.id) })
}

/** POST: generate from the authorised terms (a new version when they changed, else the current one). */
export function useGenerateContract() {
  const refresh = useRefreshFile()
  return useMutation({
    mutationFn: async (target: Target) =>
      generateContractResponseSchema.parse(await api.post(contractPath(target.origin, target.id))),
    onSuccess: (_answer, target) => refresh(target),
  })
}

export interface SignInput extends Target {
  contractId: number
  version: number
  signedOn: string
  scan: File
}

/** POST .../sign as multipart: the fields first (the API checks them before storing), then the scan. */
export function useSignContract() {
  const refresh = useRefreshFile()
  return useMutation({
    mutationFn: async (input: SignInput) =>
      contractSchema.parse(
        await uploadForm<unknown>(
          generatePath(contractPaths.sign, { contractId: String(input.contractId) }),
          [
            ['signedOn', input.signedOn],
            ['version', String(input.version)],
            ['file', input.scan],
          ],
        ),
      ),
    onSuccess: (_contract, input) => refresh(input),
  })
}
