import { queryOptions, useQuery } from '@tanstack/react-query'
import { homePaths, homeResponseSchema } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { homeKeys } from './keys'

/** GET /api/v1/home: the signed-in person's cards. */
export const getHome = async () => homeResponseSchema.parse(await api.get(homePaths.home))

export const homeQueryOptions = () => queryOptions({ queryKey: homeKeys.all, queryFn: getHome })

export const useHome = () => useQuery(homeQueryOptions())
