import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  applicationPurchaseSchema,
  vehiclePaths,
  type CreditProduct,
  type PurchaseInput,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { vehicleKeys } from './keys'
import { uploadForm } from '../../../lib/upload'

const key = vehicleKeys.filePurchase
const url = (origin: CreditProduct, id: number) =>
  generatePath(vehiclePaths.applicationPurchase, { origin, id: String(id) })
export const receiptUrl = (origin: CreditProduct, id: number) =>
  generatePath(vehiclePaths.purchaseReceipt, { origin, id: String(id) })

/** GET the purchase from the dealer and its consistency with the amount financed. */
export const useFilePurchase = (origin: CreditProduct, id: number) =>
  useQuery({
    queryKey: key(id),
    queryFn: async () => applicationPurchaseSchema.parse(await api.get(url(origin, id))),
  })

/** PUT the purchase (version null the first time; 409 when stale). */
export function useSavePurchase(origin: CreditProduct, id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (body: PurchaseInput) =>
      applicationPurchaseSchema.parse(await api.put(url(origin, id), { json: body })),
    onSuccess: (answer) => client.setQueryData(key(id), answer),
  })
}

/** POST the down-payment receipt (multipart `file`). */
export function useUploadReceipt(origin: CreditProduct, id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (file: File) =>
      applicationPurchaseSchema.parse(await uploadForm(receiptUrl(origin, id), [['file', file]])),
    onSuccess: (answer) => client.setQueryData(key(id), answer),
  })
}
