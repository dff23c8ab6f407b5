import { eq, inArray } from 'drizzle-orm'
import { commissionFigures, type ApplicationPartners } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { allyDirectory } from '../allies'
import { userDirectory } from '../users'
import type { Viewer } from '../allies'
import type { ApplicationRow } from '../credit-applications'
import { financedAmountOf } from './commission-records'
import { findCommission } from './commission-list'
import { activeRuleOf, toRule } from './commission-rules'
import { commissions } from './commissions.schema'

/**
 * The file's partners tab: the ally, the seller who captured the application, the ally's seller and
 * supervisor, and the commission: the recorded one, or, before it is recorded, what the current rule pays.
 */
export async function applicationPartners(
  db: Executor,
  row: ApplicationRow,
  viewer: Viewer,
): Promise<ApplicationPartners> {
  const [ally] = await db.select().from(allyDirectory).where(eq(allyDirectory.id, row.allyId))
  const people = await db
    .select({ id: userDirectory.id, fullName: userDirectory.fullName, email: userDirectory.email })
    .from(userDirectory)
    .where(
      inArray(
        userDirectory.id,
        [row.sellerUserId, ally!.sellerUserId, ally!.supervisorUserId].filter(
          (id): id is number => id !== null,
        ),
      ),
    )
  const person = (id: number | null) => people.find((candidate) => candidate.id === id) ?? null
  const [rule, commission] = await Promise.all([
    activeRuleOf(db, ally!.type),
    findCommission(db, eq(commissions.applicationId, row.id), viewer),
  ])
  const closed = row.stage === 'rechazada' || row.stage === 'cancelada'
  const financedCents = commission || !rule || closed ? null : await financedAmountOf(db, row)
  const figures = rule && financedCents !== null ? commissionFigures(financedCents, rule) : null
  return {
    ally: {
      id: ally!.id,
      name: ally!.allyName,
      legalName: ally!.legalName,
      type: ally!.type,
      zoneName: ally!.zoneName,
      regionName: ally!.regionName,
    },
    seller: person(row.sellerUserId),
    allySeller: person(ally!.sellerUserId),
    supervisor: person(ally!.supervisorUserId),
    rule: rule ? toRule(rule) : null,
    commission,
    projection:
      figures && financedCents !== null
        ? {
            financedCents,
            baseCents: figures.baseCents,
            ivaCents: figures.ivaCents,
            totalCents: figures.totalCents,
          }
        : null,
  }
}
