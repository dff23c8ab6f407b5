import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import {
  banks,
  clabeProblem,
  type FundingAssignment,
  type Beneficiary,
  type Disbursement,
} from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { allyDirectory, payoutAccountOf } from '../allies'
import { userDirectoryAs } from '../users'
import { emptyNotFound } from '../../lib/http-errors'
import type { Viewer } from '../allies'
import {
  applicationDirectory,
  applicationRecords as applications,
  visibleInRecords,
  type ApplicationRow,
} from '../credit-applications'
import { authorisedTermsOf } from '../credit-decision'
import { fundingAssignments, fundingDisbursements, fundingLines, funders } from './funding.schema'

const assigners = userDirectoryAs('assigner')
const recorders = userDirectoryAs('recorder')
const approvers = userDirectoryAs('approver')

/** The application of a folio (consecutivo) within the viewer's row scope; 404 outside it. */
export async function loadByFolio(db: Executor, folio: number, viewer: Viewer): Promise<ApplicationRow> {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.folio, folio), visibleInRecords(viewer)))
  if (!row) throw emptyNotFound()
  return row
}

/** Every assignment of an application, newest first, with its funder, line, who assigned and its disbursement. */
export async function assignmentsOf(db: Executor, applicationId: number) {
  const rows = await db
    .select({
      assignment: fundingAssignments,
      line: { id: fundingLines.id, name: fundingLines.name },
      funder: { id: funders.id, name: funders.name },
      assignedBy: { id: assigners.id, fullName: assigners.fullName },
      disbursement: fundingDisbursements,
      recordedBy: { id: recorders.id, fullName: recorders.fullName },
      approvedBy: { id: approvers.id, fullName: approvers.fullName },
    })
    .from(fundingAssignments)
    .innerJoin(fundingLines, eq(fundingLines.id, fundingAssignments.lineId))
    .innerJoin(funders, eq(funders.id, fundingLines.funderId))
    .leftJoin(assigners, eq(assigners.id, fundingAssignments.assignedByUserId))
    .leftJoin(fundingDisbursements, eq(fundingDisbursements.assignmentId, fundingAssignments.id))
    .leftJoin(recorders, eq(recorders.id, fundingDisbursements.recordedByUserId))
    .leftJoin(approvers, eq(approvers.id, fundingDisbursements.approvedByUserId))
    .where(eq(fundingAssignments.applicationId, applicationId))
    .orderBy(desc(fundingAssignments.assignedAt), desc(fundingAssignments.id))
  return rows.map((row) => {
    const { assignment } = row
    const disbursement: Disbursement | null = row.disbursement && {
      id: row.disbursement.id,
      assignmentId: row.disbursement.assignmentId,
      amountCents: row.disbursement.amountCents,
      disbursedOn: row.disbursement.disbursedOn,
      speiReference: row.disbursement.speiReference,
      beneficiaryClabe: row.disbursement.beneficiaryClabe,
      beneficiaryBank: row.disbursement.beneficiaryBank,
      beneficiaryName: row.disbursement.beneficiaryName,
      recordedAt: row.disbursement.recordedAt.toISOString(),
      recordedBy: row.recordedBy,
      authorisationId: row.disbursement.authorisationId,
      openingFeeCents: row.disbursement.openingFeeCents,
      openingFeeIvaCents: row.disbursement.openingFeeIvaCents,
      approvedBy: row.approvedBy,
      cancellation:
        row.disbursement.cancelledAt && row.disbursement.cancellationReference
          ? {
              returnReference: row.disbursement.cancellationReference,
              returnedOn: row.disbursement.cancellationReturnedOn ?? '',
              reason: row.disbursement.cancellationReason ?? '',
              at: row.disbursement.cancelledAt.toISOString(),
            }
          : null,
    }
    const entry: FundingAssignment & { disbursement: Disbursement | null } = {
      id: assignment.id,
      funder: row.funder,
      line: row.line,
      amountCents: assignment.amountCents,
      status: assignment.status,
      assignedAt: assignment.assignedAt.toISOString(),
      assignedBy: row.assignedBy,
      releasedAt: assignment.releasedAt?.toISOString() ?? null,
      disbursement,
    }
    return { entry, lineId: assignment.lineId }
  })
}

/** The application's active assignment (the one a line holds), or undefined. */
export async function activeAssignmentOf(db: Executor, applicationId: number) {
  const [row] = await db
    .select()
    .from(fundingAssignments)
    .where(and(eq(fundingAssignments.applicationId, applicationId), eq(fundingAssignments.status, 'active')))
  return row
}

/** The assignment's disbursement that stands (a cancelled one, whose SPEI came back, does not). */
export async function disbursementOf(db: Executor, assignmentId: number) {
  const [row] = await db
    .select()
    .from(fundingDisbursements)
    .where(and(eq(fundingDisbursements.assignmentId, assignmentId), isNull(fundingDisbursements.cancelledAt)))
  return row
}

/**
 * The gate `funded` (issue 30): an active assignment with its disbursement recorded, both of the terms in
 * force: after a new authorisation, money paid out on the old one no longer counts.
 */
export async function isFunded(db: Executor, applicationId: number) {
  const [assignment, terms] = await Promise.all([
    activeAssignmentOf(db, applicationId),
    authorisedTermsOf(db, applicationId),
  ])
  if (!assignment || !terms || assignment.authorisationId !== terms.authorisationId) return false
  const disbursement = await disbursementOf(db, assignment.id)
  return disbursement?.authorisationId === terms.authorisationId
}

/**
 * The money that went out for an application (issue 30), for the loan's opening: the authorisation it paid,
 * its value date, what was transferred and the fee kept back (zero when charged with the first installment).
 * Disbursed + fee kept back = the principal the loan books. Null before a disbursement that stands.
 */
export async function applicationDisbursementOf(db: Executor, applicationId: number) {
  const [row] = await db
    .select({
      authorisationId: fundingDisbursements.authorisationId,
      disbursedOn: fundingDisbursements.disbursedOn,
      amountCents: fundingDisbursements.amountCents,
      openingFeeCents: fundingDisbursements.openingFeeCents,
      openingFeeIvaCents: fundingDisbursements.openingFeeIvaCents,
    })
    .from(fundingDisbursements)
    .innerJoin(fundingAssignments, eq(fundingAssignments.id, fundingDisbursements.assignmentId))
    .where(
      and(
        eq(fundingDisbursements.applicationId, applicationId),
        isNull(fundingDisbursements.cancelledAt),
        inArray(fundingAssignments.status, ['active', 'repaid']),
      ),
    )
    .orderBy(desc(fundingDisbursements.id))
    .limit(1)
  return row ?? null
}

/**
 * Whom the disbursement pays: the ally's first bank account (by its position), its CLABE checked with the
 * contracts CLABE validator (18 digits, a known bank, the check digit).
 */
export async function beneficiaryOf(db: Executor, allyId: number): Promise<Beneficiary> {
  const [ally] = await db
    .select({ id: allyDirectory.id, name: allyDirectory.allyName })
    .from(allyDirectory)
    .where(eq(allyDirectory.id, allyId))
  const account = await payoutAccountOf(db, allyId)
  const base = { allyId, allyName: ally?.name ?? '' }
  if (!account)
    return { ...base, clabe: null, bankCode: null, bankName: null, holderName: null, problem: 'no_account' }
  return {
    ...base,
    clabe: account.clabe,
    bankCode: account.bankCode,
    bankName: banks.find((bank) => bank.value === account.clabe.slice(0, 3))?.label ?? null,
    holderName: account.holderName,
    problem: clabeProblem(account.clabe) ? 'invalid_clabe' : null,
  }
}

/** The funder of each application (its active or repaid assignment), for the loans list's column. */
export async function funderOfApplications(db: Executor, applicationIds: number[], viewer?: Viewer) {
  // Issue 30: ally-side staff (row scope own-allies) see no funder.
  if (applicationIds.length === 0 || viewer?.scope === 'own-allies')
    return new Map<number, { id: number; name: string }>()
  const rows = await db
    .select({ applicationId: fundingAssignments.applicationId, id: funders.id, name: funders.name })
    .from(fundingAssignments)
    .innerJoin(fundingLines, eq(fundingLines.id, fundingAssignments.lineId))
    .innerJoin(funders, eq(funders.id, fundingLines.funderId))
    .where(
      and(
        inArray(fundingAssignments.applicationId, applicationIds),
        inArray(fundingAssignments.status, ['active', 'repaid']),
      ),
    )
  return new Map(rows.map((row) => [row.applicationId, { id: row.id, name: row.name }]))
}

/** A condition on `applicationDirectory` (the loans list's): funded (active or repaid assignment) by this funder. */
export function fundedByFunder(funderId: number): SQL {
  return sql`${applicationDirectory.id} in (select fa.application_id from ${fundingAssignments} fa join ${fundingLines} fl on fl.id = fa.line_id where fa.status in ('active', 'repaid') and fl.funder_id = ${funderId})`
}
