import { queryOptions, useQuery } from '@tanstack/react-query'
import type { UserDetail } from '@mesa/contracts'
import { api } from '../../../lib/api-client'

export const getUser = (id: number) => api.get<UserDetail>(`apps/users/${id}`)

export const userQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['users', 'detail', id], queryFn: () => getUser(id) })

export const useUser = (id: number) => useQuery(userQueryOptions(id))
