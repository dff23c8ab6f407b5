import { and, eq, inArray } from 'drizzle-orm'
import { announceRecordChange, onStageEntered, registerStageGate } from '../credit-applications'
import { recordAudit } from '../audit'
import { contractOf } from './contracts.service'
import { loanContracts } from './contracts.schema'

/**
 * The contrato stage waits for the signed contract (design.md §2: "contract generated from authorised terms,
 * signed"); an application cancelled or rejected cancels its live contract in the same transaction.
 */
export function registerContractHooks() {
  registerStageGate({
    stage: 'contrato',
    id: 'contract_signed',
    message: 'Generate the contract, record its signature and upload the signed scan first',
    holds: async (db, application) => (await contractOf(db, application.id))?.status === 'signed',
  })
  onStageEntered('contracts.cancel', async (tx, { application, to }) => {
    if (to !== 'cancelada' && to !== 'rechazada') return
    const cancelled = await tx
      .update(loanContracts)
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(
        and(
          eq(loanContracts.applicationId, application.id),
          inArray(loanContracts.status, ['generated', 'signed']),
        ),
      )
      .returning({ id: loanContracts.id })
    if (cancelled.length === 0) return
    await recordAudit(tx, {
      actorUserId: null,
      action: 'contract.cancelled',
      entityType: 'credit_application',
      entityId: application.id,
      data: { contractId: cancelled[0]!.id, stage: to },
    })
    await announceRecordChange(tx, 'contract.changed', application)
  })
}
