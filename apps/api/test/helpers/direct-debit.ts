import { and, count, eq, gt, gte } from 'drizzle-orm'
import { expect } from 'vitest'
import { clabeCheckDigit } from '@mesa/contracts'
import { loanPaymentReferences, loanPayments, loans } from '../../src/db/schema'
import type { directDebitMandates, directDebitRuns } from '../../src/db/schema'
import { businessDateOf } from '../../src/features/business-date'
import { signInDemo } from './demo-sign-in'
import { multipart } from './field-visits'
import { pdfBytes } from './file-bytes'
import { createTestApp, type TestApp } from './test-app'

/** A loan the direct-debit tests mandate: its next installment and payment reference. */
export interface DebitLoan {
  loanId: number
  applicationId: number
  nextDueCents: number
  reference: string
}

// A CLABE of bank 002 (Banamex) with its check digit computed by the rule (3, 7, 1 weights).
const clabeBody = '00218000012345678'
export const CLABE = clabeBody + clabeCheckDigit(clabeBody)
export const CARD = '4111111111111111' // Luhn-valid test number

/**
 * A test app for direct debit (issue 35 item 3) with the demo's treasury, collector, control desk and seller
 * signed in, and three active loans whose next installment falls due on one day (the billing date), each owing
 * well beyond it (a debit of the installment is taken).
 */
export async function directDebitSuite() {
  const t: TestApp = await createTestApp()
  const tokens: Record<string, string> = {}
  await signInDemo(t, tokens, ['tesoreria', 'cobranza', 'mesa', 'ventas'])
  const today = await businessDateOf(t.database.db)
  const active = await t.database.db
    .select({
      loanId: loans.id,
      applicationId: loans.applicationId,
      nextDueCents: loans.nextDueCents,
      nextDueDate: loans.nextDueDate,
      balanceCents: loans.balanceCents,
      reference: loanPaymentReferences.reference,
    })
    .from(loans)
    .innerJoin(loanPaymentReferences, eq(loanPaymentReferences.loanId, loans.id))
    .where(and(eq(loans.status, 'active'), gte(loans.nextDueDate, today), gt(loans.nextDueCents, 0)))
    .orderBy(loans.id)
  const billingDate = active[0]!.nextDueDate!
  const roomy = active.filter(
    (loan) => loan.nextDueDate === billingDate && loan.balanceCents > loan.nextDueCents * 2,
  )
  expect(roomy.length).toBeGreaterThanOrEqual(3)
  const [loanA, loanB, loanC] = roomy.slice(0, 3) as DebitLoan[] as [DebitLoan, DebitLoan, DebitLoan]

  const as = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.as(tokens[who]!, { method, url, ...(payload ? { payload } : {}) })
  const upload = (who: string, url: string, name: string, type: string, bytes: Buffer) =>
    t.as(tokens[who]!, { method: 'POST', url, ...multipart({}, { name, type, bytes }) })
  const countOf = async (table: typeof directDebitMandates | typeof directDebitRuns) =>
    (await t.database.db.select({ n: count() }).from(table))[0]!.n
  const paymentsOn = async (loanId: number) =>
    (await t.database.db.select().from(loanPayments).where(eq(loanPayments.loanId, loanId))).filter(
      (payment) => !payment.reversedAt,
    )
  /** Registers a mandate as the control desk and uploads its signed authorisation. */
  async function registerWithAuthorization(loan: DebitLoan, body: object) {
    const created = await as('mesa', 'POST', '/api/v1/direct-debit/mandates', {
      loanId: loan.loanId,
      ...body,
    })
    expect(created.statusCode, created.body).toBe(201)
    const id = created.json().id as number
    const signed = await upload(
      'mesa',
      `/api/v1/direct-debit/mandates/${id}/authorization`,
      'autorizacion.pdf',
      'application/pdf',
      pdfBytes('firma'),
    )
    expect(signed.statusCode, signed.body).toBe(200)
    return signed.json()
  }
  /** Revokes a mandate as collections, with the version read. */
  const revoke = (mandate: { id: number; version: number }, reason: string) =>
    as('cobranza', 'POST', `/api/v1/direct-debit/mandates/${mandate.id}/revocation`, {
      reason,
      version: mandate.version,
    })
  return {
    t,
    revoke,
    tokens,
    today,
    billingDate,
    loanA,
    loanB,
    loanC,
    as,
    upload,
    countOf,
    paymentsOn,
    registerWithAuthorization,
  }
}
export type DirectDebitSuite = Awaited<ReturnType<typeof directDebitSuite>>
