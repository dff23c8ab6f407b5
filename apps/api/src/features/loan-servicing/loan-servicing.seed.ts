import { withFinancedInsurance } from './financed-insurance'
import { asc, eq, inArray } from 'drizzle-orm'
import { paymentMethods, type PrepaymentChoice, businessDayOf, businessToday } from '@mesa/contracts'
import type { Database, Transaction } from '../../db/client'
import {
  applicationRecords as applications,
  recordPayoffDate,
  type ApplicationRow,
} from '../credit-applications'
import {
  addMonths,
  addDays,
  loanStateOn,
  payoffParts,
  rowOutstanding,
  type LedgerPayment,
} from '../../lending'
import { loadLedger, openLoan, refreshLoanFigures, type LoanRow } from './loan-record'
import { backfillPaymentReferences } from './loan-payment-reference'
import { loanPayments, loans } from './loan-servicing.schema'
import { openingOf } from './loan-servicing.hooks'
import { journalLoanHistory } from './loan-history-journal'

/**
 * How each seeded active loan behaved, by its position among the 40 activo applications. A Mexican auto portfolio
 * runs a few percent past due (issue 38: the demo had 60 %): six loans are late, enough that every bucket holds one
 * and the two the browser tests work on (1–29 and 30–59 days) hold two; two prepaid an extra amount, one per choice.
 * Missed installments put a loan 1–29, 30–59, 60–89 or 90+ days past due today.
 */
const latePlans: Record<number, { missed: number }> = {
  1: { missed: 1 },
  5: { missed: 2 },
  11: { missed: 1 },
  17: { missed: 3 },
  23: { missed: 2 },
  31: { missed: 4 },
}
const prepaidPlans: Record<number, Plan> = {
  2: { missed: 0, prepay: 'reduce_term' },
  7: { missed: 0, prepay: 'reduce_payment' },
}
const planOf = (position: number): Plan =>
  latePlans[position % 40] ?? prepaidPlans[position % 40] ?? { missed: 0 }

type Plan = { missed: number; prepay?: PrepaymentChoice }

/** Pays, on each due date up to `until`, what the replayed ledger says that installment still owes. */
async function payOnDueDates(tx: Transaction, loan: LoanRow, until: string, plan: Plan, folio: number) {
  const { ledger } = await loadLedger(tx, loan)
  const payments: LedgerPayment[] = []
  for (let k = 0; ; k += 1) {
    const state = loanStateOn(ledger, payments, until)
    const row = state.installments[k]
    if (!row || row.dueDate > until) break
    const owed = rowOutstanding(row)
    // The second installment carries the prepayment: 15 % of the principal on top.
    const extra = plan.prepay && k === 1 ? Math.round(loan.principalCents * 0.15) : 0
    payments.push({
      id: k + 1,
      paidOn: row.dueDate,
      amountCents: owed + extra,
      prepaymentChoice: plan.prepay ?? 'reduce_term',
    })
  }
  const kept = payments.slice(0, Math.max(0, payments.length - plan.missed))
  await insertPayments(tx, loan, kept, folio)
  return kept
}

async function insertPayments(tx: Transaction, loan: LoanRow, payments: LedgerPayment[], folio: number) {
  if (payments.length === 0) return
  await tx.insert(loanPayments).values(
    payments.map((payment, index) => ({
      loanId: loan.id,
      amountCents: payment.amountCents,
      paidOn: payment.paidOn,
      method: paymentMethods[(folio + index) % paymentMethods.length]!,
      reference: `${folio}-${String(index + 1).padStart(2, '0')}`,
      prepaymentChoice: payment.prepaymentChoice,
    })),
  )
}

/**
 * Loans with payment histories for the activo and liquidada applications (issue 16): on time, late in
 * every bucket, prepaid with each choice, and paid off on the application's payoff date. Dates are counted
 * back from today, so the buckets hold whenever the demo is seeded; idempotent (a loan is never reseeded).
 */
export async function seedLoanServicing(db: Database) {
  const today = businessToday()
  const rows = await db
    .select()
    .from(applications)
    .where(inArray(applications.stage, ['activo', 'liquidada']))
    .orderBy(asc(applications.id))
  let activeIndex = 0
  for (const application of rows) {
    const position = application.stage === 'activo' ? activeIndex++ : 0
    const [existing] = await db
      .select({ id: loans.id })
      .from(loans)
      .where(eq(loans.applicationId, application.id))
    if (existing) continue
    await db.transaction(async (tx) => {
      if (application.stage === 'activo') {
        const plan = planOf(position)
        // The day the file entered activo (the applications seed puts it 4 to 8 months and 10 days back).
        const disbursedOn = businessDayOf(application.stageEnteredAt)
        const loan = await openSeedLoan(tx, application, disbursedOn)
        await payOnDueDates(tx, loan, today, plan, application.folio)
        const refreshed = await refreshLoanFigures(tx, loan, today)
        // Issue 34: the books of its history (the disbursement posted when it opened).
        await journalLoanHistory(tx, refreshed.loan, application.product, today)
        return
      }
      const recorded = (application.workflow as { paidOffOn?: string }).paidOffOn ?? today
      const paidOffOn = recorded < today ? recorded : today
      const loan = await openSeedLoan(tx, application, addDays(addMonths(paidOffOn, -6), 10))
      const onTime = await payOnDueDates(tx, loan, paidOffOn, { missed: 0 }, application.folio)
      const { ledger } = await loadLedger(tx, loan)
      const payoff = payoffParts(loanStateOn(ledger, onTime, paidOffOn), ledger, paidOffOn)
      await insertPayments(
        tx,
        loan,
        [{ id: 0, paidOn: paidOffOn, amountCents: payoff.totalCents, prepaymentChoice: 'reduce_term' }],
        application.folio + 50,
      )
      const refreshed = await refreshLoanFigures(tx, loan, paidOffOn)
      await journalLoanHistory(tx, refreshed.loan, application.product, paidOffOn)
      // The application's payoff date is the loan's (the day the last payment settled it).
      await recordPayoffDate(tx, application.id, paidOffOn)
    })
  }
  // Issue 35: loans a demo seeded before references existed get theirs (new ones got them on opening).
  await backfillPaymentReferences(db)
}

async function openSeedLoan(tx: Transaction, application: ApplicationRow, disbursedOn: string) {
  // The demo's dates are counted from today: a due date the authorisation fixed would shift the buckets.
  const opening = await openingOf(tx, application, disbursedOn)
  const id = await openLoan(
    tx,
    await withFinancedInsurance(tx, application, { ...opening, firstDueDate: addMonths(disbursedOn, 1) }),
  )
  const [loan] = await tx.select().from(loans).where(eq(loans.id, id))
  return loan!
}
