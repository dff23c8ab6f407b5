import { and, asc, eq, gt, isNotNull, lte, or } from 'drizzle-orm'
import { fieldError, type DebitRun } from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { badRequest } from '../../lib/http-errors'
import { recordAudit } from '../audit'
import { businessDateOf } from '../business-date'
import { lenderProfileOf } from '../lender'
import { loanArrearsOn, loanDirectory } from '../loan-servicing'
import { screenPayer } from '../pld'
import { paymentReferenceDirectory } from '../payment-references'
import { buildDebitFile } from './debit-file'
import { directDebitLines, directDebitMandates, directDebitRuns } from './direct-debit.schema'
import { openAccount } from './mandate-account'
import { runById } from './run-reads'

/**
 * The debits of a billing date: each active mandate with its signed authorisation, on an active loan in arrears
 * or with an installment due by that date, for what brings it up to date: its arrears on the business date
 * (overdue installments, late interest and fees, as loan servicing's ledger says) plus the next installment when
 * it falls due by the billing date, capped by the mandate's maximum. In loan order, so the same portfolio gives
 * the same file.
 */
async function debitsOn(db: Executor, billingDate: string, today: string) {
  const rows = await db
    .select({
      mandateId: directDebitMandates.id,
      loanId: directDebitMandates.loanId,
      applicationId: loanDirectory.applicationId,
      maxAmountCents: directDebitMandates.maxAmountCents,
      nextDueCents: loanDirectory.nextDueCents,
      nextDueDate: loanDirectory.nextDueDate,
      daysPastDue: loanDirectory.daysPastDue,
      reference: paymentReferenceDirectory.reference,
      holderName: directDebitMandates.holderName,
    })
    .from(directDebitMandates)
    .innerJoin(loanDirectory, eq(loanDirectory.id, directDebitMandates.loanId))
    .innerJoin(paymentReferenceDirectory, eq(paymentReferenceDirectory.loanId, directDebitMandates.loanId))
    .where(
      and(
        eq(directDebitMandates.status, 'active'),
        isNotNull(directDebitMandates.authorizationKey),
        eq(loanDirectory.status, 'active'),
        or(
          gt(loanDirectory.daysPastDue, 0),
          and(lte(loanDirectory.nextDueDate, billingDate), gt(loanDirectory.nextDueCents, 0)),
        ),
      ),
    )
    .orderBy(asc(directDebitMandates.loanId))
  const debits = []
  for (const row of rows) {
    const arrears =
      row.daysPastDue > 0 ? ((await loanArrearsOn(db, row.loanId, today))?.overdueCents ?? 0) : 0
    const installment = row.nextDueDate !== null && row.nextDueDate <= billingDate ? row.nextDueCents : 0
    const amountCents = Math.min(arrears + installment, row.maxAmountCents)
    if (amountCents <= 0) continue
    // A holder on a blocking list (an alert no officer dismissed) is not debited: the payment would be held.
    const { held } = await screenPayer(db, {
      name: row.holderName,
      amountCents,
      method: 'domiciliacion',
      loanId: row.loanId,
      paidOn: billingDate,
    })
    if (!held) debits.push({ ...row, amountCents })
  }
  return debits
}

/**
 * Creates the run of a billing date (today or later) with its lines. Idempotent: a date's run exists once
 * (unique index), and asking again answers it (`created: false`) without writing anything.
 */
export async function createRun(
  db: Database,
  actorUserId: number,
  billingDate: string,
): Promise<{ run: DebitRun; created: boolean }> {
  const today = await businessDateOf(db)
  if (billingDate < today) throw badRequest({ billingDate: [fieldError('date_out_of_range')] })
  const runId = await db.transaction(async (tx) => {
    const [run] = await tx
      .insert(directDebitRuns)
      .values({ billingDate, lineCount: 0, totalCents: 0, createdByUserId: actorUserId })
      .onConflictDoNothing({ target: directDebitRuns.billingDate })
      .returning({ id: directDebitRuns.id })
    if (!run) return null
    const debits = await debitsOn(tx, billingDate, today)
    if (debits.length > 0)
      await tx.insert(directDebitLines).values(
        debits.map((debit, index) => ({
          runId: run.id,
          sequence: index + 1,
          mandateId: debit.mandateId,
          loanId: debit.loanId,
          applicationId: debit.applicationId,
          reference: debit.reference,
          amountCents: debit.amountCents,
        })),
      )
    const totalCents = debits.reduce((total, debit) => total + debit.amountCents, 0)
    await tx
      .update(directDebitRuns)
      .set({ lineCount: debits.length, totalCents })
      .where(eq(directDebitRuns.id, run.id))
    await recordAudit(tx, {
      actorUserId,
      action: 'direct_debit.run_created',
      entityType: 'direct_debit_run',
      entityId: run.id,
      data: { billingDate, lineCount: debits.length, totalCents },
    })
    return run.id
  })
  if (runId !== null) return { run: await runById(db, runId), created: true }
  const [existing] = await db
    .select({ id: directDebitRuns.id })
    .from(directDebitRuns)
    .where(eq(directDebitRuns.billingDate, billingDate))
  return { run: await runById(db, existing!.id), created: false }
}

/** The lines of a run as the file carries them, the accounts opened whole. */
export async function runDetails(db: Executor, runId: number, secret: string) {
  const rows = await db
    .select({ line: directDebitLines, mandate: directDebitMandates })
    .from(directDebitLines)
    .innerJoin(directDebitMandates, eq(directDebitMandates.id, directDebitLines.mandateId))
    .where(eq(directDebitLines.runId, runId))
    .orderBy(asc(directDebitLines.sequence))
  return rows.map(({ line, mandate }) => ({
    sequence: line.sequence,
    reference: line.reference,
    accountKind: mandate.accountKind,
    account: openAccount(mandate.accountSealed, secret),
    amountCents: line.amountCents,
    holderName: mandate.holderName,
    resultCode: '',
  }))
}

/** The run's request file for the bank: the same text each time it is downloaded. */
export async function runFile(db: Database, runId: number, secret: string) {
  const run = await runById(db, runId)
  const { legalName } = await lenderProfileOf(db)
  const text = buildDebitFile({
    header: { kind: 'C', runId, billingDate: run.billingDate, sender: legalName },
    details: await runDetails(db, runId, secret),
  })
  return { text, fileName: `domiciliacion-${run.billingDate}-${runId}.txt` }
}
