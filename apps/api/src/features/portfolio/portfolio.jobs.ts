import { registerJobHandler, registerJobSchedule } from '../jobs'
import { recordArrearsHistory } from './arrears-snapshots'

const ARREARS_HISTORY = 'portfolio.arrears-history'

/** Every day at 01:00 Mexico City (07:00 UTC), after loan servicing's daily figures: the arrears history. */
export function registerArrearsHistoryJob() {
  registerJobSchedule({ name: ARREARS_HISTORY, cron: '0 7 * * *', kind: ARREARS_HISTORY, payload: {} })
  // A replay of every loan's ledger per missing month end: minutes on a large portfolio, not seconds.
  registerJobHandler(
    ARREARS_HISTORY,
    async (_payload, { db }) => {
      await recordArrearsHistory(db)
    },
    { timeoutMs: 15 * 60_000 },
  )
}
