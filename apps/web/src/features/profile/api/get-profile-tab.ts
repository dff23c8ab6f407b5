import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ProfileTab, ProfileTabData } from '@mesa/contracts'
import { api } from '../../../lib/api-client'

export const getProfileTab = (tab: ProfileTab) =>
  api.get<ProfileTabData>('pages/profile', { searchParams: { tab } })

export const profileTabQueryOptions = (tab: ProfileTab) =>
  queryOptions({ queryKey: ['profile', 'tab', tab], queryFn: () => getProfileTab(tab) })

export const useProfileTab = (tab: ProfileTab) => useQuery(profileTabQueryOptions(tab))
