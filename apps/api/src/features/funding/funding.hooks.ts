import { registerSubledger } from '../accounting'
import { onStageEntered, registerStageGate } from '../credit-applications'
import { isFunded } from './funding-records'
import { reactivateOnReopen, releaseOnExit } from './funding-writes'
import { fundingLiabilityOn } from './line-movement-reads'

/**
 * Funding's part of the workflow: fondeo waits for a funder's line and the SPEI disbursement (docs/domain.md
 * "funder assigned and disbursement registered"); an application that leaves the funding path gives its
 * line the amount back (see releaseOnExit), and a paid-off loan reopened by a reversal takes it again. The
 * books' reconciliation reads the lines' principal drawn and not repaid (issue 34).
 */
export function registerFundingHooks() {
  registerSubledger('funding.liability', fundingLiabilityOn)
  registerStageGate({
    stage: 'fondeo',
    id: 'funded',
    message: 'Assign a funder’s line and record the disbursement first',
    holds: (db, application) => isFunded(db, application.id),
  })
  onStageEntered('funding.release-line', (tx, { application, from, to }) =>
    from === 'liquidada' && to === 'activo'
      ? reactivateOnReopen(tx, application.id)
      : releaseOnExit(tx, application.id, to),
  )
}
