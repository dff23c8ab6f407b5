import { queryOptions, useQuery } from '@tanstack/react-query'
import type { accountSessionSchema } from '@mesa/contracts'
import type { z } from 'zod'
import { api } from '../../../lib/api-client'

export type AccountSession = z.infer<typeof accountSessionSchema>

export const getSessions = () =>
  api.get<{ sessions: AccountSession[] }>('v1/account/sessions').then((body) => body.sessions)

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'sessions'], queryFn: getSessions, staleTime: 0 })

export const useSessions = () => useQuery(sessionsQueryOptions())
