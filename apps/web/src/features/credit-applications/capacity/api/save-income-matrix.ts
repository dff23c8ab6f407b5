import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  paymentCapacityPaths,
  paymentCapacityResponseSchema,
  type CreditProduct,
  type IncomeMatrixRequest,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../../lib/api-client'
import { applicationKeys } from '../../../../lib/application-file'

export type SaveIncomeMatrixInput = IncomeMatrixRequest & { origin: CreditProduct; id: number }

export const saveIncomeMatrix = async ({ origin, id, ...body }: SaveIncomeMatrixInput) =>
  paymentCapacityResponseSchema.parse(
    await api.put(generatePath(paymentCapacityPaths.capacity, { origin, id: String(id) }), { json: body }),
  )

/**
 * PUT .../payment-capacity: the answer is the area's new state (no refetch); the application refetches too,
 * since the matrix lifts the visita gate.
 */
export function useSaveIncomeMatrix() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: saveIncomeMatrix,
    onSuccess: (answer, input) => {
      client.setQueryData(applicationKeys.part(input.origin, input.id, 'payment-capacity'), answer)
      void client.invalidateQueries({ queryKey: applicationKeys.item(input.origin, input.id), exact: true })
    },
  })
}
