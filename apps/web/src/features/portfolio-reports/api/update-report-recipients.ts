import { useMutation, useQueryClient } from '@tanstack/react-query'
import { portfolioReportPaths, reportRecipientsSchema, type UpdateReportRecipients } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { portfolioReportKeys } from './keys'

/** PUT /api/v1/portfolio-reports/recipients: the whole list with the version it was read at. */
export const updateReportRecipients = async (body: UpdateReportRecipients) =>
  reportRecipientsSchema.parse(await api.put(portfolioReportPaths.recipients, { json: body }))

export function useUpdateReportRecipients() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateReportRecipients,
    onSuccess: (saved) => queryClient.setQueryData(portfolioReportKeys.recipients(), saved),
  })
}
