import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  fundingDetailSchema,
  fundingPaths,
  type AssignRequest,
  type DisburseRequest,
  type FundingDetail,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { fundingKeys } from './keys'

/** POST the assignment to a line (409: not eligible, line exhausted, stale). */
export const assignLine = async ({
  folio,
  ...body
}: AssignRequest & { folio: number }): Promise<FundingDetail> =>
  fundingDetailSchema.parse(
    await api.post(generatePath(fundingPaths.assignment, { folio: String(folio) }), { json: body }),
  )

/** POST the SPEI disbursement of the assigned amount. */
export const disburseFunding = async ({
  folio,
  ...body
}: DisburseRequest & { folio: number }): Promise<FundingDetail> =>
  fundingDetailSchema.parse(
    await api.post(generatePath(fundingPaths.disbursement, { folio: String(folio) }), { json: body }),
  )

/** POST the hand-over to the póliza desk (fondeo → póliza; 409 while not disbursed or no longer in fondeo). */
export const handOverToPoliza = async ({ folio }: { folio: number }): Promise<FundingDetail> =>
  fundingDetailSchema.parse(await api.post(generatePath(fundingPaths.handOver, { folio: String(folio) })))

const useFundingWrite = <T>(call: (input: T) => Promise<FundingDetail>) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: fundingKeys.all }),
  })
}
export const useAssignLine = () => useFundingWrite(assignLine)
export const useDisburse = () => useFundingWrite(disburseFunding)
export const useHandOver = () => useFundingWrite(handOverToPoliza)
