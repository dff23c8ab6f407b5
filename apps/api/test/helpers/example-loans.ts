import { and, eq, notInArray } from 'drizzle-orm'
import { creditApplications, loans } from '../../src/db/schema'
import { openLoan, type LoanOpening } from '../../src/features/loan-servicing'
import type { TestApp } from './test-app'

/**
 * A loan with the terms an example names, on a seeded application that had none: the application is put
 * in activo (where the funding flow would have brought it) and its loan opened by the feature's door, so
 * every figure the test then reads comes through the API. `curp` makes two loans the same customer's.
 */
export async function exampleLoan(
  t: TestApp,
  terms: Omit<LoanOpening, 'applicationId' | 'insuranceMonthlyCents' | 'openingFeeBps'> & { curp?: string },
) {
  const db = t.database.db
  const withLoans = (await db.select({ id: loans.applicationId }).from(loans)).map((row) => row.id)
  const [application] = await db
    .select()
    .from(creditApplications)
    .where(
      and(
        eq(creditApplications.stage, 'captura'),
        withLoans.length ? notInArray(creditApplications.id, withLoans) : undefined,
      ),
    )
    .limit(1)
  if (!application) throw new Error('No seeded application left for an example loan')
  const { curp, ...opening } = terms
  await db
    .update(creditApplications)
    .set({ stage: 'activo', ...(curp ? { curp } : {}) })
    .where(eq(creditApplications.id, application.id))
  await db.transaction((tx) =>
    openLoan(tx, { ...opening, applicationId: application.id, insuranceMonthlyCents: 0, openingFeeBps: 0 }),
  )
  return { origin: application.product as string, applicationId: application.id, folio: application.folio }
}
