import { useQuery } from '@tanstack/react-query'
import { insurancePaths, policiesOfApplicationSchema, type CreditProduct } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../../lib/api-client'

/** GET the application's insurance policies (issue 15), newest first, for the file's read-only tab. */
const getPolicies = async (origin: CreditProduct, id: number) =>
  policiesOfApplicationSchema.parse(
    await api.get(generatePath(insurancePaths.applicationPolicies, { origin, id: String(id) })),
  )

export const useFilePolicies = (origin: CreditProduct, id: number) =>
  useQuery({ queryKey: ['credit-applications', 'policies', id], queryFn: () => getPolicies(origin, id) })
