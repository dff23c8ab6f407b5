import { and, eq, inArray, sql } from 'drizzle-orm'
import { workingStages, type IncomeSource, type Stage } from '@mesa/contracts'
import type { Database } from '../../db/client'
import { applicationRecords } from '../credit-applications'
import { userDirectory } from '../users'
import { incomeMatrices } from './credit-policy.schema'
import { averageMonthly, monthTotals } from './capacity-formula'
import { ensureStandardPolicies } from './credit-policy.service'

/** At or past visita the income has been verified (in visita, two of three files so far). */
const fromVisit = [...workingStages.slice(workingStages.indexOf('visita')), 'liquidada'] as Stage[]

/** The n months before a date, oldest first, as YYYY-MM. */
function monthsBefore(date: Date, count: number) {
  return Array.from({ length: count }, (_, index) => {
    const month = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - count + index, 1))
    return month.toISOString().slice(0, 7)
  })
}

/** A deterministic wobble of ±6 % by application and month, so months differ as real payslips do. */
const wobble = (amountCents: number, seed: number) =>
  Math.round((amountCents * (1 + (((seed * 7919) % 13) - 6) / 100)) / 100) * 100

/**
 * The demo's credit policies (the standard version 1 of each product) and income matrices of the applications
 * at or past visita: a payroll row from the declared income, a business or other row on some, 3 to 6 months
 * before the stage was entered, the average accepted on most and a lower analyst figure on every fourth.
 * Deterministic by application id and idempotent (an application with a matrix is left alone).
 */
export async function seedCreditPolicy(db: Database) {
  await ensureStandardPolicies(db)
  const [analyst] = await db
    .select({ id: userDirectory.id })
    .from(userDirectory)
    .where(eq(userDirectory.email, 'analista@demo.com'))
  const rows = await db
    .select({
      id: applicationRecords.id,
      stage: applicationRecords.stage,
      stageEnteredAt: applicationRecords.stageEnteredAt,
      finance: applicationRecords.finance,
    })
    .from(applicationRecords)
    .where(
      and(
        inArray(applicationRecords.stage, fromVisit),
        sql`not exists (select 1 from ${incomeMatrices} where ${incomeMatrices.applicationId} = ${applicationRecords.id})`,
      ),
    )
    .orderBy(applicationRecords.id)
  const values = rows
    .filter((row) => row.finance && (row.stage !== 'visita' || row.id % 3 !== 0))
    .map((row) => {
      const finance = row.finance as {
        monthlyIncomeCents: number
        otherIncomeCents?: number
        monthlyExpensesCents?: number
      }
      const months = monthsBefore(row.stageEnteredAt, 3 + (row.id % 4))
      const sources: IncomeSource[] = [
        {
          kind: 'payroll',
          description: 'Nómina (recibos y estados de cuenta)',
          amountsCents: months.map((_, index) => wobble(finance.monthlyIncomeCents, row.id + index)),
        },
      ]
      if (row.id % 3 === 1)
        sources.push({
          kind: 'business',
          description: 'Venta de comida por catálogo (depósitos)',
          amountsCents: months.map((_, index) =>
            wobble(Math.round(finance.monthlyIncomeCents * 0.2), row.id * 3 + index),
          ),
        })
      if ((finance.otherIncomeCents ?? 0) > 0)
        sources.push({
          kind: 'other',
          description: 'Renta de un cuarto (transferencias)',
          amountsCents: months.map((_, index) => wobble(finance.otherIncomeCents!, row.id * 5 + index)),
        })
      const average = averageMonthly(monthTotals(months.length, sources))
      const byAnalyst = row.id % 4 === 0
      return {
        applicationId: row.id,
        months,
        sources,
        acceptedIncomeCents: byAnalyst ? Math.floor((average * 0.9) / 100) * 100 : average,
        acceptedMethod: byAnalyst ? ('analyst' as const) : ('average' as const),
        householdExpensesCents: finance.monthlyExpensesCents ?? 0,
        note: byAnalyst
          ? 'Se acepta el 90 % del promedio: un depósito extraordinario no se repite.'
          : 'Ingresos consistentes con los recibos de nómina.',
        updatedByUserId: analyst?.id ?? null,
        // In visita it was recorded after the file arrived; past it, the day before it moved on.
        updatedAt: new Date(row.stageEnteredAt.getTime() + (row.stage === 'visita' ? 2 : -24) * 3_600_000),
      }
    })
  if (values.length > 0) await db.insert(incomeMatrices).values(values).onConflictDoNothing()
}
