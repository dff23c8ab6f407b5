import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { directDebitLines, pldAlerts, pldListEntries } from '../../src/db/schema'
import { CARD, CLABE, directDebitSuite, type DebitLoan, type DirectDebitSuite } from '../helpers/direct-debit'

/**
 * Issue 36: a mandate's account holder pays the loan from then on, often not the customer: screened against the
 * blocking lists at registration like any payer, and left out of the runs while an alert on them stands.
 */
let s: DirectDebitSuite
let loanA: DebitLoan
let loanB: DebitLoan
let listedName = ''

beforeAll(async () => {
  s = await directDebitSuite()
  ;({ loanA, loanB } = s)
  // A name of the demo's UIF list of blocked persons.
  const [entry] = await s.t.database.db
    .select({ name: pldListEntries.primaryName })
    .from(pldListEntries)
    .where(eq(pldListEntries.list, 'uif_lpb'))
    .limit(1)
  listedName = entry!.name
}, 240_000)
afterAll(() => s.t.close())

describe('the mandate holder screened as a payer', () => {
  it('a holder on the UIF list raises the payer alert at registration; the run debits only the other loan', async () => {
    await s.registerWithAuthorization(loanA, {
      accountKind: 'clabe',
      accountNumber: CLABE,
      holderName: listedName,
      maxAmountCents: 5_000_000,
    })
    await s.registerWithAuthorization(loanB, {
      accountKind: 'card',
      accountNumber: CARD,
      holderName: 'María Peña',
      maxAmountCents: 5_000_000,
    })
    const alerts = await s.t.database.db
      .select()
      .from(pldAlerts)
      .where(and(eq(pldAlerts.subjectKind, 'payer'), eq(pldAlerts.loanId, loanA.loanId)))
    expect(alerts).toMatchObject([{ list: 'uif_lpb', status: 'open', score: 100 }])
    expect(
      await s.t.database.db.$count(
        pldAlerts,
        and(eq(pldAlerts.subjectKind, 'payer'), eq(pldAlerts.loanId, loanB.loanId)),
      ),
    ).toBe(0)

    const created = await s.as('tesoreria', 'POST', '/api/v1/direct-debit/runs', {
      billingDate: s.billingDate,
    })
    expect(created.statusCode, created.body).toBe(201)
    const lines = await s.t.database.db
      .select({ loanId: directDebitLines.loanId })
      .from(directDebitLines)
      .where(eq(directDebitLines.runId, created.json().id))
    expect(lines.map((line) => line.loanId)).toEqual([loanB.loanId])
  })
})
