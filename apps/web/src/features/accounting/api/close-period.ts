import { useMutation, useQueryClient } from '@tanstack/react-query'
import { generatePath } from 'react-router'
import { accountingPaths, closeRunSchema } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { accountingKeys } from './keys'

/**
 * POST a month's close: 202 with the queued run (the job runs the checks, the package and the lock), or 409
 * when the month is closed, not yet past or already closing; the months are read again to follow the run.
 */
export function useClosePeriod() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (period: string) =>
      closeRunSchema.parse(await api.post(generatePath(accountingPaths.periodClose, { period }))),
    onSuccess: () => client.invalidateQueries({ queryKey: accountingKeys.periods }),
  })
}
