import { queryOptions, useQuery } from '@tanstack/react-query'
import { pldAlertDetailSchema, pldPaths, type PldAlertDetail } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { pldKeys } from './keys'

/** GET /api/v1/pld/alerts/:id: why the alert matched, the listed entry and the customer's risk grade. */
export const getAlert = async (id: number): Promise<PldAlertDetail> =>
  pldAlertDetailSchema.parse(await api.get(generatePath(pldPaths.alert, { id: String(id) })))

export const alertQueryOptions = (id: number) =>
  queryOptions({ queryKey: pldKeys.alert(id), queryFn: () => getAlert(id) })

export const useAlert = (id: number) => useQuery(alertQueryOptions(id))
