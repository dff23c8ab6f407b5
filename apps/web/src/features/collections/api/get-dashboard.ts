import { useQuery } from '@tanstack/react-query'
import { collectionDashboardSchema, collectionPaths } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { collectionKeys } from './keys'

export const dashboardOptions = () => ({
  queryKey: collectionKeys.dashboard,
  queryFn: async () => collectionDashboardSchema.parse(await api.get(collectionPaths.dashboard)),
})

/** GET the collector's figures (and a supervisor's per collector). */
export const useCollectionDashboard = () => useQuery(dashboardOptions())
