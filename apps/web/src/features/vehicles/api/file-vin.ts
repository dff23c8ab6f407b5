import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { applicationVinSchema, vehiclePaths, type CreditProduct, type LinkVinRequest } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { vehicleKeys } from './keys'

const key = vehicleKeys.fileVin
const url = (origin: CreditProduct, id: number) =>
  generatePath(vehiclePaths.applicationVin, { origin, id: String(id) })

/** GET the application's VIN record (or its vehicle to start one from). */
export const useFileVin = (origin: CreditProduct, id: number) =>
  useQuery({
    queryKey: key(id),
    queryFn: async () => applicationVinSchema.parse(await api.get(url(origin, id))),
  })

/** PUT: link the application to the record of a VIN, creating it when none exists. */
export function useLinkVin(origin: CreditProduct, id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (body: LinkVinRequest) =>
      applicationVinSchema.parse(await api.put(url(origin, id), { json: body })),
    onSuccess: (answer) => client.setQueryData(key(id), answer),
  })
}

/** DELETE: unlink the application from its VIN record (the record stays for the other files). */
export function useUnlinkVin(origin: CreditProduct, id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async () => applicationVinSchema.parse(await api.delete(url(origin, id))),
    onSuccess: (answer) => client.setQueryData(key(id), answer),
  })
}
