import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import {
  emailListResponseSchema,
  emailPaths,
  type EmailListQuery,
  type EmailListResponse,
} from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { emailKeys } from './keys'

/** GET /api/apps/email (spec §7): q, filter (default inbox) or label → emails and emailsMeta. */
export const getEmails = async (query: EmailListQuery): Promise<EmailListResponse> =>
  emailListResponseSchema.parse(await api.get(emailPaths.list, { searchParams: { ...query } }))

export const emailsQueryOptions = (query: EmailListQuery) =>
  queryOptions({
    queryKey: emailKeys.list(query),
    queryFn: () => getEmails(query),
    placeholderData: keepPreviousData,
  })

export const useEmails = (query: EmailListQuery) => useQuery(emailsQueryOptions(query))
