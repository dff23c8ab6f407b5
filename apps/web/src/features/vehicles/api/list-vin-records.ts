import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { vehiclePaths, vinListResponseSchema } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { vehicleKeys } from './keys'

/** GET the VIN list: q, alert, sortBy, orderBy, page, itemsPerPage. */
const getVins = async (query: Record<string, string | number>) =>
  vinListResponseSchema.parse(await api.get(vehiclePaths.vins, { searchParams: query }))

export const useVins = (query: Record<string, string | number>) =>
  useQuery({
    queryKey: vehicleKeys.vins(query),
    queryFn: () => getVins(query),
    placeholderData: keepPreviousData,
  })
