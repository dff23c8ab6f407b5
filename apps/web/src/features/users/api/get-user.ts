import { queryOptions, useQuery } from '@tanstack/react-query'
import { userDetailSchema, userPaths } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { userKeys } from './keys'

/** GET /api/apps/users/:id. */
export const getUser = async (id: number) =>
  userDetailSchema.parse(await api.get(generatePath(userPaths.item, { id: String(id) })))

/** One user's record: this feature's screens, and other features' (the door's, lib/shared-reads). */
export const userQuery = (id: number) => ({ queryKey: userKeys.detail(id), queryFn: () => getUser(id) })

export const userQueryOptions = (id: number) => queryOptions(userQuery(id))

export const useUser = (id: number) => useQuery(userQueryOptions(id))
