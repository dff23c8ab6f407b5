import { registerStageGate, registerVinHolders } from '../credit-applications'
import { applicationsLinkedTo, holdingFolios, linkedRecordOf } from './vin-financing'

/** No other loan whose money went out (and not paid off) holds the application's VIN. */
async function vinFree(db: Parameters<typeof linkedRecordOf>[0], applicationId: number) {
  const recordId = await linkedRecordOf(db, applicationId)
  return recordId === null || (await holdingFolios(db, recordId, applicationId)).length === 0
}

/**
 * The VIN's part of the workflow: two files in process may link one VIN (the alert shows on both), but once
 * one of them is disbursed the other cannot go on to be funded: it is held before fondeo and in fondeo. A new
 * capture's duplicate-VIN check (issue 38) also finds the files this feature links the VIN to.
 */
export function registerVehicleHooks() {
  registerVinHolders('vehicles', applicationsLinkedTo)
  registerStageGate({
    stage: 'contrato',
    id: 'vin_not_financed',
    message: 'An active loan already finances this VIN',
    holds: (db, application) => vinFree(db, application.id),
  })
  registerStageGate({
    stage: 'fondeo',
    id: 'vin_not_financed_to_fund',
    message: 'An active loan already finances this VIN',
    holds: (db, application) => vinFree(db, application.id),
  })
}
