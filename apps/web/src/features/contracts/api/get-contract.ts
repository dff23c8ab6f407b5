import { useQuery } from '@tanstack/react-query'
import { contractFileSchema, contractPaths, contractSchema } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { contractKeys } from './keys'

const supportViewSchema = contractFileSchema.extend({ contract: contractSchema })

/** GET /api/v1/contracts/:contractId: the version asked for, with every version of its application. */
export const getContract = async (contractId: number) =>
  supportViewSchema.parse(
    await api.get(generatePath(contractPaths.detail, { contractId: String(contractId) })),
  )

export const useContract = (contractId: number) =>
  useQuery({ queryKey: contractKeys.detail(contractId), queryFn: () => getContract(contractId) })
