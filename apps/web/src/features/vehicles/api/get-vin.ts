import { useQuery } from '@tanstack/react-query'
import { vehiclePaths, vinRecordSchema } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { vehicleKeys } from './keys'

/** GET one VIN record with the applications it is linked to. */
const getVin = async (id: number) =>
  vinRecordSchema.parse(await api.get(generatePath(vehiclePaths.vin, { id: String(id) })))

export const useVin = (id: number) => useQuery({ queryKey: vehicleKeys.vin(id), queryFn: () => getVin(id) })
