import { queryOptions, useQuery } from '@tanstack/react-query'
import { allyPaths } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { applicationKeys } from './keys'

export interface AllyOption {
  id: number
  allyName: string
}

export const getAllyOptions = () =>
  api
    .get<{ products: AllyOption[] }>(allyPaths.list, {
      searchParams: { itemsPerPage: -1, active: true, sortBy: 'product', orderBy: 'asc' },
    })
    .then((answer) => answer.products.map(({ id, allyName }) => ({ id, allyName })))

export const allyOptionsQueryOptions = () =>
  queryOptions({ queryKey: applicationKeys.allies(), queryFn: getAllyOptions, staleTime: 5 * 60_000 })

/** The active allies for the capture form (needs read Aliados). */
export const useAllyOptions = (enabled = true) => useQuery({ ...allyOptionsQueryOptions(), enabled })
