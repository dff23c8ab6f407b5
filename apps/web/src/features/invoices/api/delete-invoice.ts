import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invoicePaths } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { invoiceKeys } from './keys'

/** DELETE /api/apps/invoice/:id (spec §7): 204; 404 when it is already gone. */
export const deleteInvoice = async (id: number) => {
  await api.delete(generatePath(invoicePaths.item, { id: String(id) }))
}

export function useDeleteInvoice() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: deleteInvoice,
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: invoiceKeys.detail(id) })
      return client.invalidateQueries({ queryKey: invoiceKeys.lists })
    },
  })
}
