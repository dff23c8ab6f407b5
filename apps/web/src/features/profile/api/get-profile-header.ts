import { queryOptions, useQuery } from '@tanstack/react-query'
import { profileHeaderSchema, profilePaths } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { profileKeys } from './keys'

/** GET /api/pages/profile/header: the banner of the profile page. */
export const getProfileHeader = async () => profileHeaderSchema.parse(await api.get(profilePaths.header))

export const profileHeaderQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.header, queryFn: getProfileHeader })

export const useProfileHeader = () => useQuery(profileHeaderQueryOptions())
