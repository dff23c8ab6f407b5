import { onStageEntered } from '../credit-applications'
import { syncCustomerFromApplication } from './customer-sync'

/** Leaving captura the applicant's data is complete: create or complete their customer record. */
export function registerCustomerHooks() {
  onStageEntered('customers', async (tx, { application, from }) => {
    if (from === 'captura') await syncCustomerFromApplication(tx, application)
  })
}
