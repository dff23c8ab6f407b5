import { queryOptions, useQuery } from '@tanstack/react-query'
import { allyPaths, allyStaffOptionsSchema, type AllyStaffOptions } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { allyKeys } from './keys'

/** GET /api/v1/allies/staff-options: sellers, supervisors and staff users to link (read Aliados). */
export const getStaffOptions = async (): Promise<AllyStaffOptions> =>
  allyStaffOptionsSchema.parse(await api.get(allyPaths.staffOptions))

export const staffOptionsQueryOptions = () =>
  queryOptions({ queryKey: allyKeys.staffOptions, queryFn: getStaffOptions, staleTime: 5 * 60_000 })

export const useStaffOptions = () => useQuery(staffOptionsQueryOptions())
