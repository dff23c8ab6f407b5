import { registerStageGate } from '../credit-applications'
import { loadMatrixRow } from './payment-capacity.service'

/**
 * Before the committee sees the file (visita → deliberación), the analyst has accepted the verified income,
 * from which the capacity is computed.
 */
export function registerPaymentCapacityGate() {
  registerStageGate({
    stage: 'visita',
    id: 'payment_capacity_recorded',
    message: 'Accept the verified income in the income matrix so the payment capacity is computed',
    holds: async (db, application) => (await loadMatrixRow(db, application.id)) !== null,
  })
}
