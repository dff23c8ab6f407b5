import { useQuery } from '@tanstack/react-query'
import {
  insurancePaths,
  policiesOfApplicationSchema,
  type CreditProduct,
  type PoliciesOfApplication,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { insuranceKeys } from './keys'

/** GET the application's policies (live and cancelled), newest first. */
export const getApplicationPolicies = async (
  origin: CreditProduct,
  id: number,
): Promise<PoliciesOfApplication> =>
  policiesOfApplicationSchema.parse(
    await api.get(generatePath(insurancePaths.applicationPolicies, { origin, id: String(id) })),
  )

export const useApplicationPolicies = (origin: CreditProduct, id: number) =>
  useQuery({
    queryKey: insuranceKeys.applicationPolicies(id),
    queryFn: () => getApplicationPolicies(origin, id),
  })
