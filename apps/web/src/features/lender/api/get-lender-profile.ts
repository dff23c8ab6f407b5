import { queryOptions, useQuery } from '@tanstack/react-query'
import { lenderPaths, lenderProfileSchema, type LenderProfile } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { lenderKeys } from './keys'

/** GET /api/v1/lender-profile: the razón social, RFC, domicile and UNE the documents print, with its version. */
export const getLenderProfile = async (): Promise<LenderProfile> =>
  lenderProfileSchema.parse(await api.get(lenderPaths.profile))

export const lenderProfileQueryOptions = () =>
  queryOptions({ queryKey: lenderKeys.profile, queryFn: getLenderProfile })

export const useLenderProfile = () => useQuery(lenderProfileQueryOptions())
