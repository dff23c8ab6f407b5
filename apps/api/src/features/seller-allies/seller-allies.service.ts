import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm'
import type { SellerAllies, Stage } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { allyDirectory, visibleInAllyDirectory, type Viewer } from '../allies'
import { visibleInDirectory, applicationDirectory as applications } from '../credit-applications'
import { userDirectoryAs } from '../users'
import { sellerOnboardings } from '../verifications'

const sellers = userDirectoryAs('seller')
const supervisors = userDirectoryAs('supervisor')
const CUSTOMERS_SHOWN = 500

/**
 * Sellers and supervisors with their allies (both directions), each ally's pipeline by stage and the
 * seller and ally of each customer's latest application. Ally-side viewers see only their allies.
 */
export async function sellerAllies(db: Executor, viewer: Viewer): Promise<SellerAllies> {
  const allyScope = visibleInAllyDirectory(viewer)
  const allyRows = await db
    .select({
      id: allyDirectory.id,
      allyName: allyDirectory.allyName,
      sellerId: sellers.id,
      seller: sellers.fullName,
      sellerEmail: sellers.email,
      supervisorId: supervisors.id,
      supervisor: supervisors.fullName,
      supervisorEmail: supervisors.email,
    })
    .from(allyDirectory)
    .innerJoin(sellers, eq(sellers.id, allyDirectory.sellerUserId))
    .innerJoin(supervisors, eq(supervisors.id, allyDirectory.supervisorUserId))
    .where(and(isNull(allyDirectory.deletedAt), allyScope))
    .orderBy(asc(allyDirectory.allyName))
  const [pipelineRows, customerRows] = await Promise.all([
    db
      .select({ allyId: applications.allyId, stage: applications.stage, count: sql<number>`count(*)::int` })
      .from(applications)
      .where(visibleInDirectory(viewer))
      .groupBy(applications.allyId, applications.stage),
    db
      .selectDistinctOn([applications.curp], {
        curp: applications.curp,
        applicantName: applications.applicantName,
        allyName: allyDirectory.allyName,
        seller: sql<string>`coalesce(${sellers.fullName}, '')`,
        folio: applications.folio,
      })
      .from(applications)
      .innerJoin(allyDirectory, eq(allyDirectory.id, applications.allyId))
      .leftJoin(sellers, eq(sellers.id, applications.sellerUserId))
      .where(visibleInDirectory(viewer))
      .orderBy(applications.curp, desc(applications.createdAt))
      .limit(CUSTOMERS_SHOWN),
  ])
  const people = new Map<number, SellerAllies['sellers'][number]>()
  const person = (id: number, fullName: string, email: string) => {
    if (!people.has(id)) people.set(id, { id, fullName, email, verification: null, allies: [] })
    return people.get(id)!
  }
  for (const ally of allyRows) {
    person(ally.sellerId, ally.seller, ally.sellerEmail).allies.push({
      id: ally.id,
      allyName: ally.allyName,
      as: 'seller',
    })
    person(ally.supervisorId, ally.supervisor, ally.supervisorEmail).allies.push({
      id: ally.id,
      allyName: ally.allyName,
      as: 'supervisor',
    })
  }
  if (viewer.scope === 'all' && people.size > 0) {
    const onboardings = await sellerOnboardings(db, [...people.keys()])
    // Ascending: the latest onboarding of each seller is the one left.
    for (const row of onboardings)
      people.get(row.sellerUserId!)!.verification = { id: row.id, status: row.status }
  }
  return {
    sellers: [...people.values()].sort((a, b) => a.fullName.localeCompare(b.fullName, 'es')),
    allies: allyRows.map((ally) => {
      const pipeline: Partial<Record<Stage, number>> = {}
      for (const row of pipelineRows.filter((candidate) => candidate.allyId === ally.id))
        pipeline[row.stage] = row.count
      return {
        id: ally.id,
        allyName: ally.allyName,
        seller: ally.seller,
        supervisor: ally.supervisor,
        pipeline,
        total: Object.values(pipeline).reduce((sum, count) => sum + count, 0),
      }
    }),
    customers: customerRows,
  }
}
