import { eq } from 'drizzle-orm'
import { paymentReferenceOf, readClabe, readPaymentReference, referencedClabeOf } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { lenderProfileOf } from '../lender'
import { loanPaymentReferences } from './payment-references.schema'

export interface PaymentReference {
  reference: string
  clabe: string
}

/** The loan a bank line names, as the bank statements' matching needs it. */
export interface ReferencedLoan {
  loanId: number
  applicationId: number
}

/**
 * The reference and CLABE a loan is given, from its number (the loan's id: stable and unique), the CLABE under
 * the lender's concentrating account as configured now. Reads only: a loan not yet given them (opened before
 * issue 35, until the start-up back-fill stores them) is shown what it will keep.
 */
export async function proposedPaymentReference(db: Executor, loanId: number): Promise<PaymentReference> {
  const { concentratingAccount } = await lenderProfileOf(db)
  return { reference: paymentReferenceOf(loanId), clabe: referencedClabeOf(concentratingAccount, loanId) }
}

/**
 * Gives the loan its payment reference and referenced CLABE (`proposedPaymentReference`). In the caller's
 * transaction (the loan's opening); a loan that has them keeps them (idempotent), and they are answered either way.
 */
export async function assignPaymentReference(
  tx: Executor,
  loan: { loanId: number; applicationId: number },
): Promise<PaymentReference> {
  const assigned = await proposedPaymentReference(tx, loan.loanId)
  const [inserted] = await tx
    .insert(loanPaymentReferences)
    .values({ ...loan, ...assigned })
    .onConflictDoNothing({ target: loanPaymentReferences.loanId })
    .returning({ reference: loanPaymentReferences.reference, clabe: loanPaymentReferences.clabe })
  if (inserted) return inserted
  const [kept] = await tx
    .select({ reference: loanPaymentReferences.reference, clabe: loanPaymentReferences.clabe })
    .from(loanPaymentReferences)
    .where(eq(loanPaymentReferences.loanId, loan.loanId))
  return kept!
}

const referencedLoan = {
  loanId: loanPaymentReferences.loanId,
  applicationId: loanPaymentReferences.applicationId,
}

/**
 * The loan a payment reference names, as a bank statement prints it (spaces, dashes, leading zeros dropped
 * or added); null when the check digit is wrong (a mistyped reference never lands on another loan) or no
 * loan has it. One indexed lookup.
 */
export async function loanOfPaymentReference(db: Executor, text: string): Promise<ReferencedLoan | null> {
  const reference = readPaymentReference(text)
  if (!reference) return null
  const [found] = await db
    .select(referencedLoan)
    .from(loanPaymentReferences)
    .where(eq(loanPaymentReferences.reference, reference))
  return found ?? null
}

/** The loan a referenced CLABE names, the same way (its control digit must be right). */
export async function loanOfReferencedClabe(db: Executor, text: string): Promise<ReferencedLoan | null> {
  const clabe = readClabe(text)
  if (!clabe) return null
  const [found] = await db
    .select(referencedLoan)
    .from(loanPaymentReferences)
    .where(eq(loanPaymentReferences.clabe, clabe))
  return found ?? null
}
