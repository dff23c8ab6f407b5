import { useMutation, useQueryClient } from '@tanstack/react-query'
import { generatePath } from 'react-router'
import { accountingPaths, periodSchemaOut } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { accountingKeys } from './keys'

/** POST a month's close: refused (409) naming each failing check; on success every report is read again. */
export function useClosePeriod() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (period: string) =>
      periodSchemaOut.parse(await api.post(generatePath(accountingPaths.periodClose, { period }))),
    onSuccess: () => client.invalidateQueries({ queryKey: accountingKeys.all }),
  })
}
