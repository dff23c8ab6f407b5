import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { applicationRecords as applications } from '../credit-applications'
import { makePayable, recordCommission } from './commission-records'
import { commissionRules, commissions } from './commissions.schema'

/** The demo's rules: agencies earn less per peso than used-car lots and brokers, with floors and caps. */
const DEMO_RULES = [
  { allyType: 'Agencia', rateBps: 150, minimumCents: 250_000, maximumCents: 1_500_000 },
  { allyType: 'Lote seminuevos', rateBps: 200, minimumCents: 200_000, maximumCents: 1_200_000 },
  { allyType: 'Distribuidor motos', rateBps: 300, minimumCents: 50_000, maximumCents: null },
  { allyType: 'Multimarca', rateBps: 175, minimumCents: 200_000, maximumCents: 1_200_000 },
  { allyType: 'Broker', rateBps: 100, minimumCents: null, maximumCents: 800_000 },
]

/**
 * Commission rules and the commissions of the seeded applications past autorización (pending in contrato and
 * fondeo, payable once funded), a third of the liquidated ones' and every fourth active one's paid.
 * Idempotent: rules and commissions that exist are left alone.
 */
export async function seedCommissions(db: Database) {
  await db.insert(commissionRules).values(DEMO_RULES).onConflictDoNothing()
  const rows = await db
    .select()
    .from(applications)
    .where(
      and(
        inArray(applications.stage, ['contrato', 'fondeo', 'poliza', 'activo', 'liquidada']),
        sql`not exists (select 1 from ${commissions} where ${commissions.applicationId} = ${applications.id})`,
      ),
    )
    .orderBy(asc(applications.id))
  for (const [index, row] of rows.entries()) {
    await db.transaction(async (tx) => {
      if (row.stage === 'contrato' || row.stage === 'fondeo')
        return void (await recordCommission(tx, row, null))
      await makePayable(tx, row, null)
      const paid = row.stage === 'liquidada' ? index % 3 === 0 : row.stage === 'activo' && index % 4 === 0
      if (!paid) return
      const paidOn = row.stageEnteredAt.toISOString().slice(0, 10)
      await tx
        .update(commissions)
        .set({ status: 'paid', paidOn, paymentReference: `SPEI-COM-${String(row.folio).padStart(6, '0')}` })
        .where(and(eq(commissions.applicationId, row.id), eq(commissions.status, 'payable')))
    })
  }
}
