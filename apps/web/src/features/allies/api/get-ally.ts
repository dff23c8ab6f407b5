import { queryOptions, useQuery } from '@tanstack/react-query'
import { allyDetailSchema, allyPaths, type AllyDetail } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { allyKeys } from './keys'

/** GET /api/v1/allies/:id: the ally with accounts, addresses, managers, linked users, files and version. */
export const getAlly = async (id: number): Promise<AllyDetail> =>
  allyDetailSchema.parse(await api.get(generatePath(allyPaths.item, { id: String(id) })))

export const allyQueryOptions = (id: number) =>
  queryOptions({ queryKey: allyKeys.detail(id), queryFn: () => getAlly(id), staleTime: 0 })

export const useAlly = (id: number) => useQuery(allyQueryOptions(id))
