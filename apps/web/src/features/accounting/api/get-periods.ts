import { useQuery } from '@tanstack/react-query'
import { accountingPaths, periodsResponseSchema, type AccountingPeriod } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { accountingKeys } from './keys'

/** How often the months are read again while a close is queued or running. */
const CLOSING_POLL_MS = 3_000

/** Whether a month's close is still under way (its job queued or running). */
export const isClosing = (period: Pick<AccountingPeriod, 'closeRun'>) =>
  period.closeRun?.status === 'queued' || period.closeRun?.status === 'running'

/** GET the months of the books with their status, close checklist and latest close run (followed while it runs). */
export const usePeriods = () =>
  useQuery({
    queryKey: accountingKeys.periods,
    queryFn: async () => periodsResponseSchema.parse(await api.get(accountingPaths.periods)),
    refetchInterval: (query) => (query.state.data?.items.some(isClosing) ? CLOSING_POLL_MS : false),
  })
