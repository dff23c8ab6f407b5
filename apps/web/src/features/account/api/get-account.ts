import { queryOptions, useQuery } from '@tanstack/react-query'
import { accountPaths, accountSchema } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { accountKeys } from './keys'

/** GET /api/v1/account: the signed-in user's own profile. */
export const getAccount = async () => accountSchema.parse(await api.get(accountPaths.account))

export const accountQueryOptions = () => queryOptions({ queryKey: accountKeys.account, queryFn: getAccount })

export const useAccount = () => useQuery(accountQueryOptions())
