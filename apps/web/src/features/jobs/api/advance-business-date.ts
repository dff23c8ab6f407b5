import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  businessDatePaths,
  businessDateResponseSchema,
  type AdvanceBusinessDate,
  type BusinessDateResponse,
} from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { jobKeys } from './keys'

/**
 * POST /api/v1/business-date (demo and test mode, administrators): the end of day of every day up to `to`;
 * 400 `to` not_after_business_date; 409 end_of_day_running; 404 in production.
 */
export const advanceBusinessDate = async (body: AdvanceBusinessDate): Promise<BusinessDateResponse> =>
  businessDateResponseSchema.parse(await api.post(businessDatePaths.current, { json: body }))

export function useAdvanceBusinessDate() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: advanceBusinessDate,
    onSuccess: (answer) => client.setQueryData(jobKeys.businessDate, answer),
    onSettled: () => client.invalidateQueries({ queryKey: jobKeys.all }),
  })
}
