import { useQuery } from '@tanstack/react-query'
import { insurancePaths, insurerPageSchema, type InsurerId, type InsurerPage } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { insuranceKeys } from './keys'

/** GET one insurer's latest quotes and policies. */
export const getInsurerPage = async (insurer: InsurerId): Promise<InsurerPage> =>
  insurerPageSchema.parse(await api.get(generatePath(insurancePaths.insurer, { insurer })))

export const useInsurerPage = (insurer: InsurerId) =>
  useQuery({ queryKey: insuranceKeys.insurer(insurer), queryFn: () => getInsurerPage(insurer) })
