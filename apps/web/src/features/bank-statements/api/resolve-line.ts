import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  bankStatementPaths,
  type LineMatchRequest,
  type LineReturnRequest,
  type LineSplitRequest,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { bankStatementKeys } from './keys'

const pathOf = (path: string, lineId: number) => generatePath(path, { lineId: String(lineId) })

/** POST a queued line's resolution; every list and summary of the feature is read again after it. */
const useResolution = <Body>(path: string) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ lineId, body }: { lineId: number; body: Body }) => {
      await api.post(pathOf(path, lineId), { json: body })
    },
    onSettled: () => client.invalidateQueries({ queryKey: bankStatementKeys.all }),
  })
}

/** Posts the line on one loan. */
export const useMatchLine = () => useResolution<LineMatchRequest>(bankStatementPaths.match)
/** Splits the line across loans (the parts sum to the line). */
export const useSplitLine = () => useResolution<LineSplitRequest>(bankStatementPaths.split)
/** Returns the line to the payer, with a reason. */
export const useReturnLine = () => useResolution<LineReturnRequest>(bankStatementPaths.returnLine)
