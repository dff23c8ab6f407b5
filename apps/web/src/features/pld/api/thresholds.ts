import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  pldPaths,
  pldThresholdSchema,
  pldThresholdsResponseSchema,
  type PldThresholdCreateRequest,
} from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { pldKeys } from './keys'

/** GET /api/v1/pld/thresholds: the dated cash thresholds (USD 7,500 at each day's rate), newest first. */
export const getThresholds = async () => pldThresholdsResponseSchema.parse(await api.get(pldPaths.thresholds))

export const thresholdsQueryOptions = () =>
  queryOptions({ queryKey: pldKeys.thresholds, queryFn: getThresholds })
export const useThresholds = () => useQuery(thresholdsQueryOptions())

/** POST /api/v1/pld/thresholds: the threshold and exchange rate in force from a day (400 naming each field). */
export const setThreshold = async (body: PldThresholdCreateRequest) =>
  pldThresholdSchema.parse(await api.post(pldPaths.thresholds, { json: body }))

export function useSetThreshold() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: setThreshold,
    onSuccess: () => client.invalidateQueries({ queryKey: pldKeys.all }),
  })
}
