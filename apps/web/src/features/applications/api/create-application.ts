import { useMutation, useQueryClient } from '@tanstack/react-query'
import { applicationPaths, type ApplicationDetail, type CreateApplicationRequest } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { applicationKeys } from './keys'

export const createApplication = (body: CreateApplicationRequest) =>
  api.post<ApplicationDetail>(applicationPaths.collection, { json: body })

/** POST /credit-applications: a new application in captura. */
export function useCreateApplication() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  })
}
