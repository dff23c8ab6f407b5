import { queryOptions, useQuery } from '@tanstack/react-query'
import { paymentCapacityPaths, paymentCapacityResponseSchema, type CreditProduct } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../../lib/api-client'
import { applicationKeys } from '../../../../lib/application-file'

export const getPaymentCapacity = async (origin: CreditProduct, id: number) =>
  paymentCapacityResponseSchema.parse(
    await api.get(generatePath(paymentCapacityPaths.capacity, { origin, id: String(id) })),
  )

export const paymentCapacityQueryOptions = (origin: CreditProduct, id: number) =>
  queryOptions({
    queryKey: applicationKeys.part(origin, id, 'payment-capacity'),
    queryFn: () => getPaymentCapacity(origin, id),
  })

/** GET .../payment-capacity: the income matrix (null before it is recorded), the capacity, the declared figures. */
export const usePaymentCapacity = (origin: CreditProduct, id: number) =>
  useQuery(paymentCapacityQueryOptions(origin, id))
