import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { userListResponseSchema, userPaths } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { userKeys } from './keys'

/** The list's query string as the screen holds it (page, sort, filters). */
export type UserListParams = Record<string, string | number>

/** The list's filters in its address. */
export const userListFilters = ['role', 'plan', 'status'] as const

/** GET /api/apps/users: one page of users. */
export const getUsers = async (query: UserListParams) =>
  userListResponseSchema.parse(await api.get(userPaths.collection, { searchParams: query }))

export const usersQueryOptions = (query: UserListParams) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: () => getUsers(query),
    placeholderData: keepPreviousData,
  })

export const useUsers = (query: UserListParams) => useQuery(usersQueryOptions(query))
