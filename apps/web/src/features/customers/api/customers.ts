import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  customerRecordDetailSchema,
  customerRecordListResponseSchema,
  customerRecordPaths,
  type CustomerRecordUpdateInput,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'

const keys = {
  lists: ['customers', 'list'] as const,
  list: (query: object) => ['customers', 'list', query] as const,
  detail: (id: number) => ['customers', 'detail', id] as const,
}
const itemPath = (id: number) => generatePath(customerRecordPaths.item, { id: String(id) })

/** GET /api/v1/customers: q, state, sort, paging. */
export const useCustomers = (query: Record<string, string | number>) =>
  useQuery({
    queryKey: keys.list(query),
    queryFn: async () =>
      customerRecordListResponseSchema.parse(
        await api.get(customerRecordPaths.list, { searchParams: query }),
      ),
    placeholderData: keepPreviousData,
  })

export const useCustomer = (id: number) =>
  useQuery({
    queryKey: keys.detail(id),
    queryFn: async () => customerRecordDetailSchema.parse(await api.get(itemPath(id))),
  })

/** PUT the desk's correction with `version`; 409 when someone saved first. */
export function useUpdateCustomer(id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (body: CustomerRecordUpdateInput) =>
      customerRecordDetailSchema.parse(await api.put(itemPath(id), { json: body })),
    onSuccess: (detail) => {
      client.setQueryData(keys.detail(id), detail)
      return client.invalidateQueries({ queryKey: keys.lists })
    },
  })
}
