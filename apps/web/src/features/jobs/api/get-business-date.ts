import { queryOptions, useQuery } from '@tanstack/react-query'
import { businessDatePaths, businessDateResponseSchema, type BusinessDateResponse } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { jobKeys } from './keys'

/** GET /api/v1/business-date: the business date, whether it may be advanced here, the latest runs. */
export const getBusinessDate = async (): Promise<BusinessDateResponse> =>
  businessDateResponseSchema.parse(await api.get(businessDatePaths.current))

export const businessDateQueryOptions = () =>
  queryOptions({ queryKey: jobKeys.businessDate, queryFn: getBusinessDate })

export const useBusinessDate = () => useQuery(businessDateQueryOptions())
