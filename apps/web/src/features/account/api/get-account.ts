import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Account } from '@mesa/contracts'
import { api } from '../../../lib/api-client'

export const getAccount = () => api.get<Account>('v1/account')

export const accountQueryOptions = () => queryOptions({ queryKey: ['account'], queryFn: getAccount })

export const useAccount = () => useQuery(accountQueryOptions())
