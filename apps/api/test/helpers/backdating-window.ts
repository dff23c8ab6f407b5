import { desc, eq } from 'drizzle-orm'
import { creditProducts } from '@mesa/contracts'
import { creditPolicyVersions } from '../../src/db/schema'
import type { TestApp } from './test-app'

/**
 * Test setup: a new version of every product's credit policy whose payment value dates may go `days` back
 * (issue 33's window, 30 days by default), for the tests whose worked examples back-date payments by months.
 */
export async function widenBackdatingWindow(t: TestApp, days: number) {
  const db = t.database.db
  for (const product of creditProducts) {
    const [newest] = await db
      .select()
      .from(creditPolicyVersions)
      .where(eq(creditPolicyVersions.product, product))
      .orderBy(desc(creditPolicyVersions.version))
      .limit(1)
    if (!newest) continue
    await db.insert(creditPolicyVersions).values({
      product,
      version: newest.version + 1,
      terms: { ...newest.terms, paymentBackdatingDays: days },
    })
  }
}
