import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  customerDetailSchema,
  customerListResponseSchema,
  demoPaths,
  orderListResponseSchema,
  orderSchema,
  referralListResponseSchema,
  reviewListResponseSchema,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { demoKeys } from './keys'

export type ListQuery = Record<string, string | number>

/** GET /api/apps/ecommerce/orders (spec §7): q, sortBy, orderBy, page, itemsPerPage. */
export const useOrders = (query: ListQuery) =>
  useQuery({
    queryKey: demoKeys.list('orders', query),
    queryFn: async () =>
      orderListResponseSchema.parse(await api.get(demoPaths.orders, { searchParams: query })),
    placeholderData: keepPreviousData,
  })

export const useOrder = (id: string) =>
  useQuery({
    queryKey: demoKeys.item('orders', id),
    queryFn: async () => orderSchema.parse(await api.get(generatePath(demoPaths.order, { id }))),
  })

/** DELETE .../orders/:id: 204 always. */
export function useDeleteOrder() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(generatePath(demoPaths.order, { id: String(id) })),
    onSettled: () => client.invalidateQueries({ queryKey: demoKeys.all }),
  })
}

export const useCustomers = (query: ListQuery) =>
  useQuery({
    queryKey: demoKeys.list('customers', query),
    queryFn: async () =>
      customerListResponseSchema.parse(await api.get(demoPaths.customers, { searchParams: query })),
    placeholderData: keepPreviousData,
  })

/** GET .../customers/:id by customerId; 404 with an empty body when unknown. */
export const useCustomer = (customerId: string) =>
  useQuery({
    queryKey: demoKeys.item('customers', customerId),
    queryFn: async () =>
      customerDetailSchema.parse(await api.get(generatePath(demoPaths.customer, { id: customerId }))),
  })

export const useReviews = (query: ListQuery) =>
  useQuery({
    queryKey: demoKeys.list('reviews', query),
    queryFn: async () =>
      reviewListResponseSchema.parse(await api.get(demoPaths.reviews, { searchParams: query })),
    placeholderData: keepPreviousData,
  })

/** DELETE .../reviews/:id: 204, or 404 when already gone. */
export function useDeleteReview() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(generatePath(demoPaths.review, { id: String(id) })),
    onSettled: () => client.invalidateQueries({ queryKey: demoKeys.all }),
  })
}

export const useReferrals = (query: ListQuery) =>
  useQuery({
    queryKey: demoKeys.list('referrals', query),
    queryFn: async () =>
      referralListResponseSchema.parse(await api.get(demoPaths.referrals, { searchParams: query })),
    placeholderData: keepPreviousData,
  })
