import { queryOptions, useQuery } from '@tanstack/react-query'
import { allyCatalogsSchema, allyPaths, type AllyCatalogs } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { allyKeys } from './keys'

/** GET /api/v1/allies/catalogs (spec §3 "catalogs"): banks, statuses, positions, types, zones, regions, ... */
export const getAllyCatalogs = async (): Promise<AllyCatalogs> =>
  allyCatalogsSchema.parse(await api.get(allyPaths.catalogs))

export const allyCatalogsQueryOptions = () =>
  queryOptions({ queryKey: allyKeys.catalogs, queryFn: getAllyCatalogs, staleTime: 10 * 60_000 })

export const useAllyCatalogs = () => useQuery(allyCatalogsQueryOptions())
