import { useQuery } from '@tanstack/react-query'
import { contractFileSchema, contractPaths, type CreditProduct } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { applicationKeys } from '../../../lib/application-file'

export const contractPath = (origin: CreditProduct, id: number) =>
  generatePath(contractPaths.ofApplication, { origin, id: String(id) })

/** GET the application's contract: the live version, every version, whether terms changed since. */
const getApplicationContract = async (origin: CreditProduct, id: number) =>
  contractFileSchema.parse(await api.get(contractPath(origin, id)))

export const useApplicationContract = (origin: CreditProduct, id: number) =>
  useQuery({
    queryKey: applicationKeys.part(origin, id, 'contract'),
    queryFn: () => getApplicationContract(origin, id),
  })
