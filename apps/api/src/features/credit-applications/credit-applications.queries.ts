import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm'
import { workingStages, type ApplicationListQuery, type Stage, type WorkingStage } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { allyDirectory } from '../allies'
import { userDirectoryAs } from '../users'
import { creditApplications as applications } from './credit-applications.schema'
import { countUpTo, readPage } from '../../lib/paging'
import { containsPattern, sortableText } from '../../lib/sql-text'
import type { Viewer } from '../allies'
import { visibleApplications } from './credit-application-access'
import { overdueCondition } from './sla-clock'

const owners = userDirectoryAs('owner')

/** Hours since the application entered its stage. */
const hoursInStage = sql<number>`round((extract(epoch from (now() - ${applications.stageEnteredAt})) / 3600)::numeric, 1)::float8`

export const listColumns = {
  id: applications.id,
  folio: applications.folio,
  product: applications.product,
  stage: applications.stage,
  applicantName: applications.applicantName,
  curp: applications.curp,
  mobilePhone: applications.mobilePhone,
  requestedAmountCents: applications.requestedAmountCents,
  allyId: applications.allyId,
  allyName: allyDirectory.allyName,
  ownerId: owners.id,
  ownerName: owners.fullName,
  ownerAvatar: owners.avatar,
  stageEnteredAt: applications.stageEnteredAt,
  hoursInStage,
  overdue: sql<boolean>`coalesce(${overdueCondition}, false)`,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
}

type ListRow = Awaited<ReturnType<typeof baseSelect>>[number]

export function toListItem(row: ListRow) {
  const { ownerId, ownerName, ownerAvatar, ...rest } = row
  return {
    ...rest,
    owner:
      ownerId !== null && ownerName !== null
        ? { id: ownerId, fullName: ownerName, avatar: ownerAvatar }
        : null,
    stageEnteredAt: row.stageEnteredAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

const sortColumns = {
  folio: applications.folio,
  applicant: sortableText(applications.applicantName),
  amount: applications.requestedAmountCents,
  stage: sql`array_position(array[${sql.join(
    [...workingStages, 'liquidada', 'rechazada', 'cancelada'].map((stage) => sql`${stage}`),
    sql`, `,
  )}]::text[], ${applications.stage})`,
  created: applications.createdAt,
  updated: applications.updatedAt,
  timeInStage: applications.stageEnteredAt,
} as const

function listConditions(query: Partial<ApplicationListQuery>): SQL | undefined {
  const conditions: SQL[] = []
  if (query.q) {
    const needle = query.q.trim().toLowerCase()
    const folio = /^\d{1,9}$/.test(needle) ? Number(needle) : null
    const pattern = containsPattern(needle)
    const textMatch = sql`lower(${applications.applicantName} || ' ' || ${applications.curp} || ' ' || ${applications.rfc} || ' ' || ${applications.mobilePhone}) like ${pattern}`
    conditions.push(folio !== null ? sql`(${applications.folio} = ${folio} or ${textMatch})` : textMatch)
  }
  if (query.stage) conditions.push(eq(applications.stage, query.stage))
  if (query.product) conditions.push(eq(applications.product, query.product))
  if (query.allyId) conditions.push(eq(applications.allyId, query.allyId))
  if (query.ownerUserId) conditions.push(eq(applications.ownerUserId, query.ownerUserId))
  if (query.from) conditions.push(gte(applications.createdAt, new Date(`${query.from}T00:00:00-06:00`)))
  if (query.to)
    conditions.push(
      lt(applications.createdAt, new Date(new Date(`${query.to}T00:00:00-06:00`).getTime() + 86_400_000)),
    )
  if (query.overdue === true) conditions.push(overdueCondition)
  if (query.overdue === false) conditions.push(sql`not coalesce(${overdueCondition}, false)`)
  return conditions.length > 0 ? and(...conditions) : undefined
}

function baseSelect(db: Executor) {
  return db
    .select(listColumns)
    .from(applications)
    .innerJoin(allyDirectory, eq(allyDirectory.id, applications.allyId))
    .leftJoin(owners, eq(owners.id, applications.ownerUserId))
}

/** The application list: q on folio, applicant name, CURP, RFC, phone; filters; sort; paging. Newest first by default. */
export async function listCreditApplications(db: Executor, query: ApplicationListQuery, viewer: Viewer) {
  const where = and(listConditions(query), visibleApplications(viewer))
  const direction = query.orderBy === 'desc' ? desc : asc
  const order = query.sortBy
    ? [direction(sortColumns[query.sortBy]), desc(applications.id)]
    : [desc(applications.id)]
  const { rows, ...totals } = await readPage(
    query,
    ({ limit, offset }) =>
      baseSelect(db)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    (cap) => countUpTo(db, applications, where, cap),
  )
  return { items: rows.map(toListItem), ...totals }
}

/** The work queue: working-stage applications of one owner (mine) or all (team), oldest in stage first. */
export async function listAssignments(
  db: Executor,
  options: { ownerUserId?: number; stage?: Stage | undefined },
  viewer: Viewer,
) {
  const conditions: Array<SQL | undefined> = [
    inArray(applications.stage, workingStages.filter((stage) => stage !== 'activo') as WorkingStage[]),
    visibleApplications(viewer),
  ]
  if (options.ownerUserId) conditions.push(eq(applications.ownerUserId, options.ownerUserId))
  if (options.stage) conditions.push(eq(applications.stage, options.stage))
  const rows = await baseSelect(db)
    .where(and(...conditions))
    .orderBy(asc(applications.stageEnteredAt))
    .limit(500)
  return { items: rows.map(toListItem), total: rows.length }
}

/** Count and requested amount per stage (the pipeline board's column heads). */
export async function pipelineSummary(db: Executor, viewer: Viewer) {
  const rows = await db
    .select({
      stage: applications.stage,
      count: sql<number>`count(*)::int`,
      amountCents: sql<number>`coalesce(sum(${applications.requestedAmountCents}), 0)::float8`,
    })
    .from(applications)
    .where(visibleApplications(viewer))
    .groupBy(applications.stage)
  const byStage = new Map(rows.map((row) => [row.stage, row]))
  return {
    stages: [...workingStages, 'liquidada', 'rechazada', 'cancelada'].map((stage) => ({
      stage: stage as Stage,
      count: byStage.get(stage as Stage)?.count ?? 0,
      amountCents: byStage.get(stage as Stage)?.amountCents ?? 0,
    })),
  }
}

export async function findListItem(db: Executor, id: number) {
  const [row] = await baseSelect(db).where(eq(applications.id, id))
  return row ? toListItem(row) : null
}
