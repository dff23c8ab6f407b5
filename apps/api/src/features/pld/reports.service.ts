import { and, between, desc, eq, inArray } from 'drizzle-orm'
import {
  businessToday,
  fieldError,
  pldOfficerReportKinds,
  type PldRelevantOperationsResponse,
  type PldReport,
  type PldReportCreateInput,
} from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { badRequest } from '../../lib/http-errors'
import { recordAudit } from '../audit'
import { applicationDirectory } from '../credit-applications'
import { cashPaymentsBetween } from '../loan-servicing'
import { userDirectory } from '../users'
import { pldReports } from './pld.schema'
import { thresholdOn } from './thresholds'

/** The first and last day of a `YYYY-MM` period. */
export function periodDays(period: string) {
  const [year, month] = period.split('-').map(Number) as [number, number]
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return { from: `${period}-01`, to: `${period}-${String(last).padStart(2, '0')}` }
}

/**
 * The period's relevant operations: each cash payment at or above the threshold in force on its day
 * (USD 7,500 at that day's rate). Cash payments are read through loan servicing's door.
 */
export async function relevantPayments(db: Executor, period: string) {
  const { from, to } = periodDays(period)
  const payments = await cashPaymentsBetween(db, from, to)
  const items: Array<PldRelevantOperationsResponse['items'][number] & { applicationId: number }> = []
  const applicationIds = [...new Set(payments.map((payment) => payment.applicationId))]
  const applications = applicationIds.length
    ? await db
        .select({
          id: applicationDirectory.id,
          folio: applicationDirectory.folio,
          name: applicationDirectory.applicantName,
        })
        .from(applicationDirectory)
        .where(inArray(applicationDirectory.id, applicationIds))
    : []
  const byId = new Map(applications.map((application) => [application.id, application]))
  for (const payment of payments) {
    const threshold = await thresholdOn(db, payment.paidOn)
    if (payment.amountCents < threshold.thresholdCents) continue
    const application = byId.get(payment.applicationId)
    items.push({
      applicationId: payment.applicationId,
      paymentId: payment.paymentId,
      loanId: payment.loanId,
      folio: application?.folio ?? 0,
      customerName: application?.name ?? '',
      paidOn: payment.paidOn,
      amountCents: payment.amountCents,
      thresholdCents: threshold.thresholdCents,
    })
  }
  return items
}

/** The relevant operations screen's answer: the period's operations and their sum. */
export async function relevantOperations(
  db: Executor,
  period: string,
): Promise<PldRelevantOperationsResponse> {
  const items = (await relevantPayments(db, period)).map((item) => ({
    paymentId: item.paymentId,
    loanId: item.loanId,
    folio: item.folio,
    customerName: item.customerName,
    paidOn: item.paidOn,
    amountCents: item.amountCents,
    thresholdCents: item.thresholdCents,
  }))
  return {
    items,
    total: items.length,
    period,
    totalCents: items.reduce((sum, item) => sum + item.amountCents, 0),
  }
}

const reportColumns = {
  id: pldReports.id,
  kind: pldReports.kind,
  status: pldReports.status,
  subjectName: pldReports.subjectName,
  applicationId: pldReports.applicationId,
  folio: applicationDirectory.folio,
  alertId: pldReports.alertId,
  operationOn: pldReports.operationOn,
  amountCents: pldReports.amountCents,
  narrative: pldReports.narrative,
  createdBy: userDirectory.fullName,
  detectedOn: pldReports.detectedOn,
  createdAt: pldReports.createdAt,
  version: pldReports.version,
}

/** The unusual and internal-concern reports detected in a period (all of them without one), newest first. */
export async function listReports(db: Executor, period?: string): Promise<PldReport[]> {
  const days = period ? periodDays(period) : null
  const rows = await db
    .select(reportColumns)
    .from(pldReports)
    .leftJoin(applicationDirectory, eq(applicationDirectory.id, pldReports.applicationId))
    .leftJoin(userDirectory, eq(userDirectory.id, pldReports.createdByUserId))
    .where(
      and(
        inArray(pldReports.kind, [...pldOfficerReportKinds]),
        days ? between(pldReports.detectedOn, days.from, days.to) : undefined,
      ),
    )
    .orderBy(desc(pldReports.detectedOn), desc(pldReports.id))
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }))
}

/** An unusual or internal-concern operation the officer writes, with its narrative; audited. */
export async function createReport(db: Database, officerUserId: number, input: PldReportCreateInput) {
  return db.transaction(async (tx) => {
    if (input.applicationId !== null) {
      const [known] = await tx
        .select({ id: applicationDirectory.id })
        .from(applicationDirectory)
        .where(eq(applicationDirectory.id, input.applicationId))
      if (!known) throw badRequest({ applicationId: [fieldError('unknown_reference')] })
    }
    const [created] = await tx
      .insert(pldReports)
      .values({ ...input, detectedOn: businessToday(), createdByUserId: officerUserId })
      .returning({ id: pldReports.id })
    await recordAudit(tx, {
      actorUserId: officerUserId,
      action: 'pld.report_created',
      entityType: 'pld_report',
      entityId: created!.id,
      data: { kind: input.kind, applicationId: input.applicationId },
    })
    return created!.id
  })
}
