import { useQuery } from '@tanstack/react-query'
import { fundingDetailSchema, fundingPaths, type FundingDetail } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { fundingKeys } from './keys'

/** GET one application's funding by folio: terms, lines with their failed rules, assignment, disbursement. */
export const getFunding = async (folio: number): Promise<FundingDetail> =>
  fundingDetailSchema.parse(await api.get(generatePath(fundingPaths.application, { folio: String(folio) })))

export const useFunding = (folio: number) =>
  useQuery({ queryKey: fundingKeys.detail(folio), queryFn: () => getFunding(folio) })
