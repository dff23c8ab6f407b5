import { queryOptions, useQuery } from '@tanstack/react-query'
import { portfolioReportPaths, reportRecipientsSchema } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { portfolioReportKeys } from './keys'

/** GET /api/v1/portfolio-reports/recipients: who receives the monthly package. */
export const getReportRecipients = async () =>
  reportRecipientsSchema.parse(await api.get(portfolioReportPaths.recipients))

export const reportRecipientsQueryOptions = () =>
  queryOptions({ queryKey: portfolioReportKeys.recipients(), queryFn: getReportRecipients })

export const useReportRecipients = () => useQuery(reportRecipientsQueryOptions())
