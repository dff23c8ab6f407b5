import { useMutation, useQueryClient } from '@tanstack/react-query'
import { vehiclePaths, vinRecordSchema, type VinRecordInput } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { vehicleKeys } from './keys'

/** POST a new record, or PUT an edit with its `recordVersion` (409 when stale). */
const saveVin = async ({ id, body }: { id?: number; body: VinRecordInput & { recordVersion?: number } }) =>
  vinRecordSchema.parse(
    id === undefined
      ? await api.post(vehiclePaths.vins, { json: body })
      : await api.put(generatePath(vehiclePaths.vin, { id: String(id) }), { json: body }),
  )

export function useSaveVin() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: saveVin,
    onSuccess: () => client.invalidateQueries({ queryKey: vehicleKeys.all }),
  })
}
