import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { speiPaths, speiReceiptSchema, speiSandboxStatusSchema, type SpeiTestRequest } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { bankStatementKeys } from './keys'

/** GET whether the SPEI sandbox provider is on (the test button shows only then). */
export const useSpeiSandbox = () =>
  useQuery({
    queryKey: bankStatementKeys.speiSandbox,
    queryFn: async () => speiSandboxStatusSchema.parse(await api.get(speiPaths.sandbox)),
    staleTime: Infinity,
  })

/** POST a sandbox test transfer; the statements, queue and summary are read again after it. */
export const useSendSpeiTest = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (body: SpeiTestRequest) =>
      speiReceiptSchema.parse(await api.post(speiPaths.sandbox, { json: body })),
    onSettled: () => client.invalidateQueries({ queryKey: bankStatementKeys.all }),
  })
}
