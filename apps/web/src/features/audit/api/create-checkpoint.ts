import { useMutation } from '@tanstack/react-query'
import { auditPaths } from '@mesa/contracts'
import { api } from '../../../lib/api-client'

/** POST /api/v1/audit/checkpoints: 201 the signed checkpoint of the head; 404 while the trail is empty. */
export const createAuditCheckpoint = () => api.post<unknown>(auditPaths.checkpoints)

export const useCreateAuditCheckpoint = () => useMutation({ mutationFn: createAuditCheckpoint })
