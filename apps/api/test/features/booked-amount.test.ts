import { and, eq, isNull } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { creditApplications, loans, termAuthorisations } from '../../src/db/schema'
import { useTestApp } from '../helpers/use-test-app'

// Issue 38: an application's header shows the credit as booked (the loan's principal; before the loan opens,
// the authorised amount the contract and disbursement follow), not the amount first requested.

let admin: string

const t = useTestApp()
beforeAll(async () => {
  admin = (await t.login('admin@demo.com', 'admin')).accessToken
})

const detailOf = async (row: typeof creditApplications.$inferSelect) =>
  (
    await t.as(admin, { method: 'GET', url: `/api/v1/credit-applications/${row.product}/${row.id}` })
  ).json() as { bookedAmountCents: number | null; requestedAmountCents: number }

const firstIn = async (stage: 'activo' | 'fondeo' | 'captura') =>
  (
    await t.database.db.select().from(creditApplications).where(eq(creditApplications.stage, stage)).limit(1)
  )[0]!

describe('the booked amount of the application file', () => {
  it('is the loan principal of an active loan, even when the request was another amount', async () => {
    const row = await firstIn('activo')
    const [loan] = await t.database.db.select().from(loans).where(eq(loans.applicationId, row.id))
    // The request said 400 000.00; the loan was booked for its own principal.
    await t.database.db
      .update(creditApplications)
      .set({ requestedAmountCents: 40_000_000 })
      .where(eq(creditApplications.id, row.id))
    const detail = await detailOf(row)
    expect(detail.requestedAmountCents).toBe(40_000_000)
    expect(detail.bookedAmountCents).toBe(loan!.principalCents)
  })

  it('is the authorised amount before the loan opens, and null while only requested', async () => {
    const funding = await firstIn('fondeo')
    const [terms] = await t.database.db
      .select()
      .from(termAuthorisations)
      .where(and(eq(termAuthorisations.applicationId, funding.id), isNull(termAuthorisations.supersededAt)))
    expect((await detailOf(funding)).bookedAmountCents).toBe(terms!.amountCents)
    expect((await detailOf(await firstIn('captura'))).bookedAmountCents).toBeNull()
  })
})
