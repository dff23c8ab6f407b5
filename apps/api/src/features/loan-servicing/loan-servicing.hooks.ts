import { allocationStrategyOf, chargesOf, DEFAULT_DAY_COUNT } from '@mesa/contracts'
import type { Transaction } from '../../db/client'
import { addMonths, firstDueDateAfter } from '../../lending'
import {
  onStageEntered,
  registerBookedAmount,
  registerStageGate,
  type ApplicationRow,
} from '../credit-applications'
import { authorisationTermsById, authorisedTermsOf } from '../credit-decision'
import { applicationDisbursementOf } from '../funding'
import { currentPolicy } from '../credit-policy'
import { businessDateOf } from '../business-date'
import { loanOfApplication, openLoan } from './loan-record'
import { openingProductOf } from './loan-opening-product'
import { withFinancedInsurance } from './financed-insurance'
import { deductedFeeOf } from './loan-opening-journal'
import { registerLoanSubledgers } from './loan-subledger'

/**
 * The loan's terms when its application enters activo: the authorisation's (H3's credit decision) when
 * there is one, with its periodicity and number of payments (issue 33), else the requested terms (monthly)
 * with the product policy's opening fee and day count. Starts on `disbursedOn` (the disbursement's value
 * date); first due one period later unless the authorisation fixed a date.
 */
export async function openingOf(tx: Transaction, application: ApplicationRow, disbursedOn: string) {
  // Issue 30: the terms of the authorisation whose money went out (funding's disbursement names it).
  const disbursement = await applicationDisbursementOf(tx, application.id)
  const authorised = disbursement?.authorisationId
    ? await authorisationTermsById(tx, disbursement.authorisationId)
    : await authorisedTermsOf(tx, application.id)
  const policy = await currentPolicy(tx, application.product)
  const dayCount = policy.terms.dayCount ?? DEFAULT_DAY_COUNT
  // Issue 33: the product's allocation strategy and charges, kept by the loan from today on.
  const productRules = { allocationStrategy: allocationStrategyOf(policy.terms), ...chargesOf(policy.terms) }
  // Issue 34: the disbursement's entry, with the fee and IVA the funding disbursement deducted.
  const journal = (loan: { principalCents: number; openingFeeBps: number }) => ({
    product: application.product,
    ...deductedFeeOf(loan, disbursement),
    createdBy: null,
  })
  if (authorised)
    return {
      applicationId: application.id,
      principalCents: authorised.amountCents,
      annualRateBps: authorised.annualRateBps,
      termMonths: authorised.termMonths,
      openingFeeBps: authorised.openingFeeBps,
      insuranceMonthlyCents: authorised.insuranceMonthlyCents,
      disbursedOn,
      // Issue 33: one period of the authorised periodicity after the money went out unless a date was fixed.
      firstDueDate:
        authorised.firstDueDate && authorised.firstDueDate > disbursedOn
          ? authorised.firstDueDate
          : firstDueDateAfter(disbursedOn, authorised.periodicity),
      dayCount,
      ...productRules,
      product: await openingProductOf(tx, policy.terms, disbursedOn, authorised),
      journal: journal({ principalCents: authorised.amountCents, openingFeeBps: authorised.openingFeeBps }),
    }
  const { terms } = application.productData as { terms: { annualRateBps: number; termMonths: number } }
  return {
    applicationId: application.id,
    principalCents: application.requestedAmountCents,
    annualRateBps: terms.annualRateBps,
    termMonths: terms.termMonths,
    openingFeeBps: policy.terms.openingFeeBps,
    insuranceMonthlyCents: 0,
    disbursedOn,
    firstDueDate: addMonths(disbursedOn, 1),
    dayCount,
    ...productRules,
    product: await openingProductOf(tx, policy.terms, disbursedOn, { termMonths: terms.termMonths }),
    journal: journal({
      principalCents: application.requestedAmountCents,
      openingFeeBps: policy.terms.openingFeeBps,
    }),
  }
}

/**
 * The value date the loan starts on: the SPEI disbursement that stands (not cancelled) on the application's
 * funding assignment (issue 30: interest runs from the day the money went out, not the day the file entered
 * activo); an application funded outside Mesa's funding records starts the day it enters activo.
 */
export async function valueDateOf(tx: Transaction, applicationId: number, fallback: string) {
  return (await applicationDisbursementOf(tx, applicationId))?.disbursedOn ?? fallback
}

/** Loan servicing's part of the workflow: the loan opens on entering activo; activo ends when it is paid off. */
export function registerLoanServicingHooks() {
  // Issue 34: the loans' sub-ledger for the books' reconciliation (accounting never imports loan servicing).
  registerLoanSubledgers()
  // Issue 38: an open loan's header shows its principal, not the amount once requested.
  registerBookedAmount(
    'loan-servicing.principal',
    async (db, applicationId) => (await loanOfApplication(db, applicationId))?.principalCents ?? null,
  )
  onStageEntered('loan-servicing.open-loan', async (tx, { application, to }) => {
    if (to !== 'activo') return
    const valueDate = await valueDateOf(tx, application.id, await businessDateOf(tx))
    await openLoan(
      tx,
      await withFinancedInsurance(tx, application, await openingOf(tx, application, valueDate)),
    )
  })
  registerStageGate({
    stage: 'activo',
    id: 'paid_off',
    message: 'The loan is not paid off',
    holds: async (db, application) => (await loanOfApplication(db, application.id))?.status === 'paid_off',
  })
}
