import { and, eq, inArray } from 'drizzle-orm'
import { announceRecordChange, onStageEntered, registerStageGate } from '../credit-applications'
import { recordAudit } from '../audit'
import { authorisedTermsOf, onTermsAuthorised } from '../credit-decision'
import { contractOf } from './contracts.service'
import { loanContracts } from './contracts.schema'

/**
 * The contrato stage waits for the signed contract (docs/domain.md: "contract generated from authorised terms,
 * signed"); an application cancelled or rejected cancels its live contract in the same transaction.
 */
export function registerContractHooks() {
  registerStageGate({
    stage: 'contrato',
    id: 'contract_signed',
    message: 'Generate the contract, record its signature and upload the signed scan first',
    // Issue 30: signed, and for the terms in force: a contract of an earlier authorisation no longer counts.
    holds: async (db, application) => {
      const [contract, terms] = await Promise.all([
        contractOf(db, application.id),
        authorisedTermsOf(db, application.id),
      ])
      return contract?.status === 'signed' && contract.authorisationId === terms?.authorisationId
    },
  })
  // Issue 30: new terms void the contract not yet signed for the old ones (a new one must be generated); a
  // signed one stays as signed history but no longer opens the gate above.
  onTermsAuthorised('contracts.void-unsigned', async (tx, { application, authorisationId, actorUserId }) => {
    const voided = await tx
      .update(loanContracts)
      .set({ status: 'superseded', supersededAt: new Date() })
      .where(and(eq(loanContracts.applicationId, application.id), eq(loanContracts.status, 'generated')))
      .returning({ id: loanContracts.id })
    if (voided.length === 0) return
    await recordAudit(tx, {
      actorUserId,
      action: 'contract.voided',
      entityType: 'credit_application',
      entityId: application.id,
      data: { contractId: voided[0]!.id, authorisationId },
    })
    await announceRecordChange(tx, 'contract.changed', application)
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
