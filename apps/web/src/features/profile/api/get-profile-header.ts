import { queryOptions, useQuery } from '@tanstack/react-query'
import type { profileHeaderSchema } from '@mesa/contracts'
import type { z } from 'zod'
import { api } from '../../../lib/api-client'

export type ProfileHeader = z.infer<typeof profileHeaderSchema>

export const getProfileHeader = () => api.get<ProfileHeader>('pages/profile/header')

export const profileHeaderQueryOptions = () =>
  queryOptions({ queryKey: ['profile', 'header'], queryFn: getProfileHeader })

export const useProfileHeader = () => useQuery(profileHeaderQueryOptions())
