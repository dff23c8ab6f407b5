import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  lenderPaths,
  lenderProfileSchema,
  type LenderProfile,
  type LenderProfileRequest,
} from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { lenderKeys } from './keys'

/** PUT /api/v1/lender-profile (administrators): the whole identity and the version it replaces (stale → 409). */
export const saveLenderProfile = async (body: LenderProfileRequest): Promise<LenderProfile> =>
  lenderProfileSchema.parse(await api.put(lenderPaths.profile, { json: body }))

export function useSaveLenderProfile() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: saveLenderProfile,
    onSuccess: (profile) => client.setQueryData(lenderKeys.profile, profile),
  })
}
