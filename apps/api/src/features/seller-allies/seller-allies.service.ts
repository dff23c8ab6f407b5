import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { SellerAllies, Stage } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { allies, creditApplications as applications, verifications } from '../../db/schema'
import { userDirectoryAs } from '../users'
import { linkedAllyIds, type Viewer } from '../allies'
import { visibleApplications } from '../credit-applications'

const sellers = userDirectoryAs('seller')
const supervisors = userDirectoryAs('supervisor')
const CUSTOMERS_SHOWN = 500

/**
 * Sellers and supervisors with their allies (both directions), each ally's pipeline by stage and the
 * seller and ally of each customer's latest application. Ally-side viewers see only their allies.
 */
export async function sellerAllies(db: Executor, viewer: Viewer): Promise<SellerAllies> {
  const allyScope = viewer.scope === 'all' ? undefined : sql`${allies.id} in ${linkedAllyIds(viewer.userId)}`
  const allyRows = await db
    .select({
      id: allies.id,
      allyName: allies.allyName,
      sellerId: sellers.id,
      seller: sellers.fullName,
      sellerEmail: sellers.email,
      supervisorId: supervisors.id,
      supervisor: supervisors.fullName,
      supervisorEmail: supervisors.email,
    })
    .from(allies)
    .innerJoin(sellers, eq(sellers.id, allies.sellerUserId))
    .innerJoin(supervisors, eq(supervisors.id, allies.supervisorUserId))
    .where(and(isNull(allies.deletedAt), allyScope))
    .orderBy(asc(allies.allyName))
  const [pipelineRows, customerRows] = await Promise.all([
    db
      .select({ allyId: applications.allyId, stage: applications.stage, count: sql<number>`count(*)::int` })
      .from(applications)
      .where(visibleApplications(viewer))
      .groupBy(applications.allyId, applications.stage),
    db
      .selectDistinctOn([applications.curp], {
        curp: applications.curp,
        applicantName: applications.applicantName,
        allyName: allies.allyName,
        seller: sql<string>`coalesce(${sellers.fullName}, '')`,
        folio: applications.folio,
      })
      .from(applications)
      .innerJoin(allies, eq(allies.id, applications.allyId))
      .leftJoin(sellers, eq(sellers.id, applications.sellerUserId))
      .where(visibleApplications(viewer))
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
    const onboardings = await db
      .select({
        id: verifications.id,
        sellerUserId: verifications.sellerUserId,
        status: verifications.status,
      })
      .from(verifications)
      .where(and(eq(verifications.kind, 'seller'), inArray(verifications.sellerUserId, [...people.keys()])))
      .orderBy(asc(verifications.id))
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
