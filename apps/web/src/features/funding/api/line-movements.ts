import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  lineMovementPaths,
  lineMovementsResponseSchema,
  type DrawdownRequest,
  type RepaymentRequest,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { fundingKeys } from './keys'

const pathOf = (path: string, lineId: number) => generatePath(path, { lineId: String(lineId) })

/** GET a line's drawdowns and repayments, what is drawn, and the requests waiting for a second person. */
export const useLineMovements = (lineId: number) =>
  useQuery({
    queryKey: fundingKeys.movements(lineId),
    queryFn: async () =>
      lineMovementsResponseSchema.parse(await api.get(pathOf(lineMovementPaths.movements, lineId))),
  })

/** POST a drawdown or a repayment request (four eyes); the funder's figures and the movements refetch. */
export function useAskLineMovement(lineId: number) {
  const client = useQueryClient()
  const settle = { onSettled: () => client.invalidateQueries({ queryKey: fundingKeys.all }) }
  const drawdown = useMutation({
    mutationFn: async (body: DrawdownRequest) =>
      lineMovementsResponseSchema.parse(
        await api.post(pathOf(lineMovementPaths.drawdowns, lineId), { json: body }),
      ),
    ...settle,
  })
  const repayment = useMutation({
    mutationFn: async (body: RepaymentRequest) =>
      lineMovementsResponseSchema.parse(
        await api.post(pathOf(lineMovementPaths.repayments, lineId), { json: body }),
      ),
    ...settle,
  })
  return { drawdown, repayment }
}
