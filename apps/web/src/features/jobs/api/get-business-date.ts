import { queryOptions, useQuery } from '@tanstack/react-query'
import { businessDatePaths, businessDateResponseSchema, type BusinessDateResponse } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { jobKeys } from './keys'

/** GET /api/v1/business-date: the business date, whether it may be advanced here, the latest runs. */
export const getBusinessDate = async (): Promise<BusinessDateResponse> =>
  businessDateResponseSchema.parse(await api.get(businessDatePaths.current))

/** The read as other features make it (lib/business-date, handed in by app/shared-reads.ts): the same key. */
export const businessDateQuery = () => ({ queryKey: jobKeys.businessDate, queryFn: getBusinessDate })

export const businessDateQueryOptions = () => queryOptions(businessDateQuery())

export const useBusinessDate = () => useQuery(businessDateQueryOptions())
