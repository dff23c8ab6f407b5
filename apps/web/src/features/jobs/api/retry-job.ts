import { useMutation, useQueryClient } from '@tanstack/react-query'
import { jobPaths } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { jobKeys } from './keys'

/** POST /api/v1/jobs/:id/retry: 204; 404 unknown; 409 job_not_retryable when neither failed nor dead. */
export const retryJob = (id: number) => api.post<void>(generatePath(jobPaths.retry, { id: String(id) }))

export function useRetryJob() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: retryJob,
    onSettled: () => client.invalidateQueries({ queryKey: jobKeys.all }),
  })
}
