import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  directDebitPaths,
  mandateListSchema,
  mandateSchema,
  type MandateCreate,
  type MandateRevocation,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { uploadForm } from '../../../lib/upload'
import { directDebitKeys } from './keys'

const mandatePath = (path: string, id: number) => generatePath(path, { id: String(id) })

/** GET the mandates (paging, filters by loan and status). */
export const mandatesQuery = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: directDebitKeys.mandates(query),
    queryFn: async () =>
      mandateListSchema.parse(await api.get(directDebitPaths.mandates, { searchParams: query })),
    placeholderData: keepPreviousData,
  })
export const useMandates = (query: Record<string, string | number>, enabled = true) =>
  useQuery({ ...mandatesQuery(query), enabled })

/** Every change to a mandate refreshes the feature's lists. */
function useMandateMutation<Input>(call: (input: Input) => Promise<unknown>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: Input) => mandateSchema.parse(await call(input)),
    onSettled: () => client.invalidateQueries({ queryKey: directDebitKeys.all }),
  })
}

/** POST a mandate (409 `mandate_already_active` when the loan has one). */
export const useRegisterMandate = () =>
  useMandateMutation((body: MandateCreate) => api.post(directDebitPaths.mandates, { json: body }))

/** POST a revocation with its reason and the version read. */
export const useRevokeMandate = () =>
  useMandateMutation(({ id, body }: { id: number; body: MandateRevocation }) =>
    api.post(mandatePath(directDebitPaths.revocation, id), { json: body }),
  )

/** POST the signed authorisation (multipart `file`). */
export const useUploadAuthorization = () =>
  useMandateMutation(({ id, file }: { id: number; file: File }) =>
    uploadForm<unknown>(mandatePath(directDebitPaths.authorization, id), [['file', file]]),
  )

export const authorizationPath = (id: number) => mandatePath(directDebitPaths.authorization, id)
