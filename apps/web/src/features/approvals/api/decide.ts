import { useMutation, useQueryClient } from '@tanstack/react-query'
import { approvalPaths, approvalRequestSchema } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { approvalKeys } from './keys'

export type Decision = 'approve' | 'reject' | 'cancel'

export interface DecisionInput {
  id: number
  decision: Decision
  version: number
  note?: string
}

/**
 * POST /api/v1/approvals/:id/{approve,reject,cancel}: the server refuses the requester's own approval
 * (four_eyes_same_person), a decider without the kind's ability, a rejection without a note and races (409).
 */
export const decide = async ({ id, decision, version, note }: DecisionInput) =>
  approvalRequestSchema.parse(
    await api.post(generatePath(approvalPaths[decision], { id: String(id) }), {
      json: decision === 'cancel' ? { version } : { version, ...(note ? { note } : {}) },
    }),
  )

export function useDecide() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: decide,
    // An approval changes what the request was about (a policy, a loan...): refresh every cache.
    onSuccess: () => client.invalidateQueries(),
    onError: () => client.invalidateQueries({ queryKey: approvalKeys.all }),
  })
}
