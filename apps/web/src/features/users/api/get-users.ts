import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { UserListItem } from '@mesa/contracts'
import { api } from '../../../lib/api-client'

export interface UserListResponse {
  users: UserListItem[]
  totalPages: number
  totalUsers: number
  page: number
}

export type UserListQuery = Record<string, string | number>

export const getUsers = (query: UserListQuery) =>
  api.get<UserListResponse>('apps/users', { searchParams: query })

export const usersQueryOptions = (query: UserListQuery) =>
  queryOptions({
    queryKey: ['users', 'list', query],
    queryFn: () => getUsers(query),
    placeholderData: keepPreviousData,
  })

export const useUsers = (query: UserListQuery) => useQuery(usersQueryOptions(query))
