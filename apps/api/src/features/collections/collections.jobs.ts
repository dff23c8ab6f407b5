import { registerJobHandler, registerJobSchedule } from '../jobs'
import { onLoanPayment } from '../loan-servicing'
import { applyAssignmentRules } from './assignment'
import { followPayment } from './promises'
import { freshenDesk } from './queue'

export const COLLECTIONS_DAILY = 'collections.daily'

/**
 * The desk's daily work, at 01:00 Mexico City (07:00 UTC), after the end of day of 00:30 has moved the
 * business date: promises past their date judged broken, then the assignment rules applied to the day's
 * arrears. Loan servicing's payments are followed in their own transaction (promises kept, amounts recovered).
 * Both processes register them (src/job-kinds.ts).
 */
export function registerCollectionsJobs() {
  onLoanPayment('collections', followPayment)
  registerJobSchedule({ name: COLLECTIONS_DAILY, cron: '0 7 * * *', kind: COLLECTIONS_DAILY, payload: {} })
  registerJobHandler(COLLECTIONS_DAILY, async (_payload, { db }) => {
    await freshenDesk(db)
    await applyAssignmentRules(db)
  })
}
