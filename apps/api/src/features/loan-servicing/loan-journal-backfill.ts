import { and, asc, eq, gt, isNull, notExists, sql } from 'drizzle-orm'
import type { CreditProduct } from '@mesa/contracts'
import type { Database, Transaction } from '../../db/client'
import { journalLoanEntries } from '../accounting'
import { recordAudit } from '../audit'
import { businessDateOf } from '../business-date'
import { applicationDirectory } from '../credit-applications'
import { applicationDisbursementOf } from '../funding'
import { journalCreditOut } from './loan-credit-journal'
import { journalLoanHistory } from './loan-history-journal'
import { deductedFeeOf, journalDisbursement } from './loan-opening-journal'
import { postRecovery, postWriteOff } from './loan-journal'
import { forgetSubledgerFrom } from './loan-subledger-stale'
import type { LoanRow } from './loan-record'
import { loanCreditMovements, loanPayments, loans } from './loan-servicing.schema'

/*
 * The opening books of the loans booked before the journal existed (issue 34, docs/accounting.md "Loans booked
 * before the journal"): a loan with no entry at all gets its whole history, as the money events and the end of
 * day would have posted it, through the journal door: its disbursement, its payments on their days (reversed
 * ones left out: a payment and its counter-entry net to nothing), the close of its books at every month end,
 * its entry into non-accrual on the day the loan recorded, its write-off and the recoveries after it, and its
 * credit balance refunded or applied elsewhere. One transaction per loan, under the loan's row lock and after a
 * second look at the journal, so two processes starting at once post it once; a loan with entries is never
 * touched again, and the same rows always post the same entries.
 */

/** The last day of a loan's history: its payoff or write-off, else the business date. */
const lastDayOf = (loan: LoanRow, today: string) => loan.paidOffOn ?? loan.writtenOffOn ?? today

const withoutEntries = (loanId: typeof loans.id) =>
  notExists(sql`(select 1 from ${journalLoanEntries} where ${journalLoanEntries.loanId} = ${loanId})`)

async function backfillLoan(db: Database, loanId: number, today: string): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [loan] = await tx
      .select()
      .from(loans)
      .where(and(eq(loans.id, loanId), withoutEntries(loans.id)))
      .for('update')
    if (!loan) return null
    // Another process may have posted it while this one waited for the row.
    const [posted] = await tx
      .select({ loanId: journalLoanEntries.loanId })
      .from(journalLoanEntries)
      .where(eq(journalLoanEntries.loanId, loanId))
      .limit(1)
    if (posted) return null
    const [application] = await tx
      .select({ product: applicationDirectory.product })
      .from(applicationDirectory)
      .where(eq(applicationDirectory.id, loan.applicationId))
    const product = application!.product as CreditProduct
    const through = lastDayOf(loan, today)
    const disbursement = await applicationDisbursementOf(tx, loan.applicationId)
    let entries = 0
    const count = (entry: unknown) => {
      if (entry) entries += 1
    }
    count(
      await journalDisbursement(tx, loan.id, loan.principalCents, loan.disbursedOn, {
        product,
        ...deductedFeeOf(loan, disbursement),
        createdBy: null,
      }),
    )
    const inNonAccrual = loan.accrualStatus === 'non_accrual' || loan.writtenOffOn !== null
    const reclassifyOn = inNonAccrual ? (loan.nonAccrualSince ?? through) : undefined
    entries += await countedEntries(tx, loan.id, () =>
      journalLoanHistory(tx, loan, product, through, reclassifyOn ? { reclassifyOn } : {}),
    )
    if (loan.writtenOffOn) {
      const context = { loanId: loan.id, product, businessDate: loan.writtenOffOn, createdBy: null }
      count(await postWriteOff(tx, context, loan.writeOffReason ?? 'castigo anterior a la contabilidad'))
      for (const payment of await recoveriesOf(tx, loan))
        count(await postRecovery(tx, { ...context, businessDate: payment.paidOn }, payment))
    }
    for (const movement of await creditOutOf(tx, loan.id))
      count(await journalCreditOut(tx, movement, { product, businessDate: movement.on, createdBy: null }))
    // The fee its disbursement deferred is now in the journal: any figures stored without it are forgotten.
    await forgetSubledgerFrom(tx, loan.id, loan.disbursedOn)
    await recordAudit(tx, {
      actorUserId: null,
      action: 'loan.books_backfilled',
      entityType: 'loan',
      entityId: loan.id,
      data: { through, entries },
    })
    return entries
  })
}

/** The entries a step posted for the loan (the history posts many). */
async function countedEntries(tx: Transaction, loanId: number, step: () => Promise<unknown>) {
  const count = async () =>
    (
      await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(journalLoanEntries)
        .where(eq(journalLoanEntries.loanId, loanId))
    )[0]!.n
  const before = await count()
  await step()
  return (await count()) - before
}

/** The payments after the write-off (recoveries), not reversed, in the ledger's order. */
const recoveriesOf = (tx: Transaction, loan: LoanRow) =>
  tx
    .select({ id: loanPayments.id, amountCents: loanPayments.amountCents, paidOn: loanPayments.paidOn })
    .from(loanPayments)
    .where(
      and(
        eq(loanPayments.loanId, loan.id),
        gt(loanPayments.paidOn, loan.writtenOffOn!),
        isNull(loanPayments.reversedAt),
      ),
    )
    .orderBy(asc(loanPayments.paidOn), asc(loanPayments.id))

/** The credit balance that left the loan and stayed out (a cancelled movement came back: nothing to post). */
const creditOutOf = (tx: Transaction, loanId: number) =>
  tx
    .select({
      id: loanCreditMovements.id,
      loanId: loanCreditMovements.loanId,
      amountCents: loanCreditMovements.amountCents,
      kind: loanCreditMovements.kind,
      on: loanCreditMovements.on,
    })
    .from(loanCreditMovements)
    .where(and(eq(loanCreditMovements.loanId, loanId), isNull(loanCreditMovements.cancelledAt)))
    .orderBy(asc(loanCreditMovements.on), asc(loanCreditMovements.id))

/**
 * Every start (seed/bootstrap.ts): each loan without any journal entry gets its opening books, one transaction
 * per loan. One anti-join on the entries' loan index when there is none. Answers the loans posted.
 */
export async function backfillLoanJournals(db: Database): Promise<number> {
  const missing = await db
    .select({ id: loans.id })
    .from(loans)
    .where(withoutEntries(loans.id))
    .orderBy(asc(loans.id))
  if (missing.length === 0) return 0
  const today = await businessDateOf(db)
  let posted = 0
  for (const { id } of missing) if ((await backfillLoan(db, id, today)) !== null) posted += 1
  return posted
}
