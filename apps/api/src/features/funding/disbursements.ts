import { and, eq, isNull } from 'drizzle-orm'
import {
  businessToday,
  fieldError,
  type DisbursementCancellationRequest,
  type DisburseRequest,
} from '@mesa/contracts'
import type { Transaction } from '../../db/client'
import { violatedUniqueIndex } from '../../lib/pg-errors'
import { badRequest, conflict, staleVersion } from '../../lib/http-errors'
import { recordAudit } from '../audit'
import { candidateOf, disbursementFigures } from './candidate'
import { activeAssignmentOf, beneficiaryOf, disbursementOf } from './funding-records'
import { alreadyDisbursed, lockInFunding, lockLines, moveUse } from './funding-writes'
import { fundingAssignments, fundingDisbursements } from './funding.schema'

/** A tracking key already recorded for that day (the unique index): 400 on speiReference. */
export function rethrowDuplicateReference(error: unknown): never {
  const index = violatedUniqueIndex(error)
  if (index === 'funding_disbursements_spei_idx')
    throw badRequest({ speiReference: [fieldError('already_used')] })
  if (index === 'funding_disbursements_assignment_id_unique') throw alreadyDisbursed()
  throw error
}

/**
 * Checks a disbursement against the locked application (inside the caller's transaction) and answers what
 * it would write: the active assignment of the terms in force, not yet disbursed; the amount that goes out
 * (the assigned amount, less the opening fee and its IVA when the policy deducts them: any other amount is a
 * 400 naming it); a date not after today (Mexico City); and as beneficiary the ally's first account, whose
 * CLABE must pass the validator (else 409 no_beneficiary_account: nothing to pay to). Run when it is asked
 * for and again when a second person approves it (the file may have changed meanwhile).
 */
export async function checkDisbursement(
  tx: Transaction,
  applicationId: number,
  request: DisburseRequest,
  now = new Date(),
) {
  if (request.disbursedOn > businessToday(now))
    throw badRequest({ disbursedOn: [fieldError('date_in_future')] })
  const application = await lockInFunding(tx, applicationId)
  const current = await activeAssignmentOf(tx, application.id)
  if (!current) throw conflict('not_assigned', 'Assign a funder’s line first.')
  if (current.id !== request.assignmentId) throw staleVersion()
  if (await disbursementOf(tx, current.id)) throw alreadyDisbursed()
  const { terms } = await candidateOf(tx, application)
  if (!terms || current.authorisationId !== terms.authorisationId)
    throw conflict('not_assigned', 'The assignment follows earlier terms: assign the line again.')
  const figures = disbursementFigures(terms)
  if (request.amountCents !== figures.disbursementCents)
    throw badRequest({ amountCents: [fieldError('must_equal', figures.disbursementCents)] })
  const [sameKey] = await tx
    .select({ id: fundingDisbursements.id })
    .from(fundingDisbursements)
    .where(
      and(
        eq(fundingDisbursements.speiReference, request.speiReference),
        eq(fundingDisbursements.disbursedOn, request.disbursedOn),
      ),
    )
  if (sameKey) throw badRequest({ speiReference: [fieldError('already_used')] })
  const beneficiary = await beneficiaryOf(tx, application.allyId)
  if (beneficiary.problem || !beneficiary.clabe)
    throw conflict('no_beneficiary_account', 'The ally has no valid CLABE to pay the disbursement to.', {
      beneficiary: [beneficiary.problem ?? 'no_account'],
    })
  return {
    application,
    assignment: current,
    terms,
    figures,
    beneficiary: { ...beneficiary, clabe: beneficiary.clabe },
  }
}

/** Books the disbursement (inside the transaction that checked it): who asked, and who approved it. */
export async function bookDisbursement(
  tx: Transaction,
  applicationId: number,
  request: DisburseRequest,
  people: { recordedBy: number; approvedBy: number | null },
  now = new Date(),
) {
  const { application, assignment, terms, figures, beneficiary } = await checkDisbursement(
    tx,
    applicationId,
    request,
    now,
  )
  const [created] = await tx
    .insert(fundingDisbursements)
    .values({
      assignmentId: assignment.id,
      applicationId: application.id,
      amountCents: figures.disbursementCents,
      authorisationId: terms.authorisationId,
      openingFeeCents: figures.openingFeeCents,
      openingFeeIvaCents: figures.openingFeeIvaCents,
      disbursedOn: request.disbursedOn,
      speiReference: request.speiReference,
      beneficiaryClabe: beneficiary.clabe,
      beneficiaryBank: beneficiary.bankName ?? beneficiary.bankCode ?? '',
      beneficiaryName: beneficiary.holderName ?? beneficiary.allyName,
      recordedAt: now,
      recordedByUserId: people.recordedBy,
      approvedByUserId: people.approvedBy,
    })
    .returning({ id: fundingDisbursements.id })
  await recordAudit(tx, {
    actorUserId: people.approvedBy ?? people.recordedBy,
    action: 'funding.disbursed',
    entityType: 'credit_application',
    entityId: application.id,
    data: {
      disbursementId: created!.id,
      assignmentId: assignment.id,
      authorisationId: terms.authorisationId,
      amountCents: figures.disbursementCents,
      openingFeeCents: figures.openingFeeCents,
      openingFeeIvaCents: figures.openingFeeIvaCents,
      disbursedOn: request.disbursedOn,
      speiReference: request.speiReference,
      beneficiaryClabe: beneficiary.clabe,
      recordedBy: people.recordedBy,
      approvedBy: people.approvedBy,
    },
  })
  return { application, disbursementId: created!.id }
}

/** Where a disbursement may still be cancelled: before the loan opens (activo is servicing's). */
const cancellableStages = ['fondeo', 'poliza'] as const

/** Checks a cancellation against the locked application: the standing disbursement it names. */
export async function checkCancellation(
  tx: Transaction,
  applicationId: number,
  request: DisbursementCancellationRequest,
  now = new Date(),
) {
  if (request.returnedOn > businessToday(now))
    throw badRequest({ returnedOn: [fieldError('date_in_future')] })
  const application = await lockInFunding(tx, applicationId, cancellableStages)
  const assignment = await activeAssignmentOf(tx, application.id)
  const disbursement = assignment ? await disbursementOf(tx, assignment.id) : undefined
  if (!assignment || !disbursement)
    throw conflict('not_disbursed', 'The application has no disbursement to cancel.')
  if (disbursement.id !== request.disbursementId) throw staleVersion()
  if (request.returnedOn < disbursement.disbursedOn)
    throw badRequest({ returnedOn: [fieldError('too_small', disbursement.disbursedOn)] })
  return { application, assignment, disbursement }
}

/**
 * Books the cancellation of a disbursement whose SPEI came back (issue 30): the return reference, date and
 * reason on the disbursement, the assignment released and its amount back on the line; audited. The
 * application may then go back before fondeo (new terms need a new contract, assignment and disbursement).
 */
export async function bookCancellation(
  tx: Transaction,
  applicationId: number,
  request: DisbursementCancellationRequest,
  people: { requestedBy: number; approvedBy: number | null },
  now = new Date(),
) {
  const { application, assignment, disbursement } = await checkCancellation(tx, applicationId, request, now)
  await tx
    .update(fundingDisbursements)
    .set({
      cancelledAt: now,
      cancellationReference: request.returnReference,
      cancellationReturnedOn: request.returnedOn,
      cancellationReason: request.reason,
    })
    .where(and(eq(fundingDisbursements.id, disbursement.id), isNull(fundingDisbursements.cancelledAt)))
  await lockLines(tx, [assignment.lineId])
  await tx
    .update(fundingAssignments)
    .set({ status: 'released', releasedAt: now })
    .where(eq(fundingAssignments.id, assignment.id))
  await moveUse(tx, assignment.lineId, -assignment.amountCents)
  await recordAudit(tx, {
    actorUserId: people.approvedBy ?? people.requestedBy,
    action: 'funding.disbursement_cancelled',
    entityType: 'credit_application',
    entityId: application.id,
    data: {
      disbursementId: disbursement.id,
      assignmentId: assignment.id,
      amountCents: disbursement.amountCents,
      returnReference: request.returnReference,
      returnedOn: request.returnedOn,
      reason: request.reason,
      requestedBy: people.requestedBy,
      approvedBy: people.approvedBy,
    },
  })
  return { application }
}
