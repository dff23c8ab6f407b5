import { useMutation } from '@tanstack/react-query'
import { accountingPaths, approvalRequestSchema, type AdjustmentRequest } from '@mesa/contracts'
import { api } from '../../../lib/api-client'

/** POST a manual adjustment: answered with the pending four-eyes request (posted when another person approves). */
export const useRequestAdjustment = () =>
  useMutation({
    mutationFn: async (body: AdjustmentRequest) =>
      approvalRequestSchema.parse(await api.post(accountingPaths.adjustments, { json: body })),
  })
