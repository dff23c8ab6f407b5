import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  applicationPaths,
  createApplicationResponseSchema,
  type CreateApplicationRequest,
} from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { newIdempotencyKey } from '../../../lib/idempotency-key'
import { applicationKeys } from '../../../lib/application-file'

/** One key per submission: a retried or repeated request never captures the application twice. */
export const createApplication = async (body: CreateApplicationRequest) =>
  createApplicationResponseSchema.parse(
    await api.post(applicationPaths.collection, { json: body, idempotencyKey: newIdempotencyKey() }),
  )

/** POST /credit-applications: a new application in captura. */
export function useCreateApplication() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  })
}
