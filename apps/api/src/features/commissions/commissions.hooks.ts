import { onStageEntered } from '../credit-applications'
import { cancelPending, makePayable, recordCommission } from './commission-records'

/**
 * The commission follows the application (issue 15: "paid when funded"): recorded as pending when the
 * authorised terms go to contract, payable when the application leaves fondeo forward (funded, entering
 * póliza), not earned when it is rejected or cancelled before. The move's actor is not in the hook's
 * arguments, so these system steps are audited without one.
 */
export function registerCommissionHooks() {
  onStageEntered('commissions', async (tx, { application, from, to }) => {
    if (to === 'contrato' && from === 'autorizacion')
      await recordCommission(tx, { ...application, stage: to }, null)
    else if (to === 'poliza' && from === 'fondeo') await makePayable(tx, { ...application, stage: to }, null)
    else if (to === 'rechazada' || to === 'cancelada')
      await cancelPending(tx, { ...application, stage: to }, null)
  })
}
