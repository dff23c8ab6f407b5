import { queryOptions, useQuery } from '@tanstack/react-query'
import { profilePaths, profileTabDataSchema, type ProfileTab } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { profileKeys } from './keys'

/** GET /api/pages/profile?tab=: the data of one tab of the profile page. */
export const getProfileTab = async (tab: ProfileTab) =>
  profileTabDataSchema.parse(await api.get(profilePaths.profile, { searchParams: { tab } }))

export const profileTabQueryOptions = (tab: ProfileTab) =>
  queryOptions({ queryKey: profileKeys.tab(tab), queryFn: () => getProfileTab(tab) })

export const useProfileTab = (tab: ProfileTab) => useQuery(profileTabQueryOptions(tab))
