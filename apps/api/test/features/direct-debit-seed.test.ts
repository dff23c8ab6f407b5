import { and, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { directDebitMandates, loans } from '../../src/db/schema'
import { businessDateOf } from '../../src/features/business-date'
import { seedDirectDebit } from '../../src/features/direct-debit'
import { storageFromConfig } from '../../src/lib/s3-storage'
import { signInDemo } from '../helpers/demo-sign-in'
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../helpers/test-app'

/** Direct debit's demo data (issue 35 item 3): what `npm start` shows on the mandates and a run. */
let t: TestApp
const tokens: Record<string, string> = {}

beforeAll(async () => {
  t = await createTestApp()
  await signInDemo(t, tokens, ['tesoreria'])
}, 240_000)
afterAll(() => t.close())

describe('the demo mandates', () => {
  it('seven, once: signed but one, one revoked; today’s run debits the two late loans, capped', async () => {
    const storage = storageFromConfig({ dataDir: t.dataDir })
    await seedDirectDebit(t.database.db, storage, TEST_JWT_SECRET)
    await seedDirectDebit(t.database.db, storage, TEST_JWT_SECRET)
    const mandates = await t.database.db
      .select({
        mandate: directDebitMandates,
        daysPastDue: loans.daysPastDue,
        nextDueCents: loans.nextDueCents,
      })
      .from(directDebitMandates)
      .innerJoin(loans, eq(loans.id, directDebitMandates.loanId))
      .orderBy(directDebitMandates.id)
    expect(mandates).toHaveLength(7)
    expect(mandates.map(({ mandate }) => mandate.accountKind)).toEqual([
      'clabe',
      'card',
      'clabe',
      'clabe',
      'card',
      'clabe',
      'card',
    ])
    expect(mandates.filter(({ mandate }) => mandate.authorizationKey)).toHaveLength(6)
    expect(mandates.filter(({ mandate }) => mandate.status === 'revoked')).toHaveLength(1)
    const [late1, late2] = mandates
    expect(late1!.daysPastDue).toBeGreaterThanOrEqual(30)
    expect(late2!.daysPastDue).toBeGreaterThanOrEqual(30)
    // The authorisation is a stored PDF the mandate's route hands back.
    const file = await t.as(tokens.tesoreria!, {
      method: 'GET',
      url: `/api/v1/direct-debit/mandates/${late1!.mandate.id}/authorization`,
    })
    expect(file.statusCode).toBe(200)
    expect(file.body.startsWith('%PDF')).toBe(true)

    // Today's run: only the late loans owe by today (the current ones fall due later). Each owes more than its
    // mandate's cap (one installment 30+ days late is more than $1,500.00), so each debit is the cap:
    // 150 000 + 100 000 = 250 000 centavos.
    const today = await businessDateOf(t.database.db)
    const run = await t.as(tokens.tesoreria!, {
      method: 'POST',
      url: '/api/v1/direct-debit/runs',
      payload: { billingDate: today },
    })
    expect(run.statusCode, run.body).toBe(201)
    expect(run.json()).toMatchObject({ lineCount: 2, totalCents: 250_000 })
    const lines = await t.as(tokens.tesoreria!, {
      method: 'GET',
      url: `/api/v1/direct-debit/runs/${run.json().id}/lines`,
    })
    expect(lines.json().items.map((line: { loanId: number; amountCents: number }) => line)).toMatchObject([
      { loanId: late1!.mandate.loanId, amountCents: 150_000 },
      { loanId: late2!.mandate.loanId, amountCents: 100_000 },
    ])
    // The file opens the sealed accounts under the app's secret.
    const bankFile = await t.as(tokens.tesoreria!, {
      method: 'GET',
      url: `/api/v1/direct-debit/runs/${run.json().id}/file`,
    })
    expect(bankFile.statusCode).toBe(200)
    expect(bankFile.body).toContain('5555555555554444')
    const signedActive = await t.database.db
      .select({ id: directDebitMandates.id })
      .from(directDebitMandates)
      .where(and(eq(directDebitMandates.status, 'active'), isNotNull(directDebitMandates.authorizationKey)))
    expect(signedActive).toHaveLength(5)
  })
})
