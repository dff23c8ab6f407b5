import { queryOptions, useQuery } from '@tanstack/react-query'
import { accountPaths, accountSessionsResponseSchema } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { accountKeys } from './keys'

/** GET /api/v1/account/sessions: my signed-in devices. */
export const getSessions = async () =>
  accountSessionsResponseSchema.parse(await api.get(accountPaths.sessions)).sessions

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.sessions, queryFn: getSessions, staleTime: 0 })

export const useSessions = () => useQuery(sessionsQueryOptions())
