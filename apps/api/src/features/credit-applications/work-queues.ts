import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { creditProducts, mayWorkStage, workingStages, type AbilityRule, type Stage } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { creditApplications as applications } from './credit-applications.schema'
import type { Viewer } from '../allies'
import { visibleApplications } from './credit-application-access'
import { overdueCondition } from './sla-clock'

/** The stages still being worked before the loan is active (the queues' stages). */
const stagesInProgress = workingStages.filter((stage) => stage !== 'activo')

/** Applications of a stage and product the rules let the person work (the queue of "my stages"). */
export function workedByRules(rules: readonly AbilityRule[]): SQL | undefined {
  const worked = stagesInProgress.flatMap((stage) =>
    creditProducts
      .filter((product) => mayWorkStage(rules, stage, product))
      .map((product) => and(eq(applications.stage, stage), eq(applications.product, product))!),
  )
  return worked.length > 0 ? or(...worked) : undefined
}

export interface QueueFilter {
  /** A user's applications, or (null) the unowned ones. */
  owner?: number | null
  stages?: readonly Stage[]
  /**
   * Further condition, e.g. `workedByRules`, or one another feature writes on the application's id (a not-exists
   * of its own table), given the id column since it does not read this feature's table.
   */
  where?: SQL | ((applicationId: SQLWrapper) => SQL) | undefined
  /** Most recently changed first; else oldest in stage first (the work queues' order). */
  newestFirst?: boolean
}

/**
 * A queue's count, overdue count and first rows, within the viewer's row scope (the home's cards).
 * Rows are the application's own fields; the caller shapes them.
 */
export async function applicationQueue(db: Executor, viewer: Viewer, filter: QueueFilter, limit: number) {
  const where = and(
    visibleApplications(viewer),
    inArray(applications.stage, [...(filter.stages ?? stagesInProgress)]),
    filter.owner === null
      ? isNull(applications.ownerUserId)
      : filter.owner !== undefined
        ? eq(applications.ownerUserId, filter.owner)
        : undefined,
    typeof filter.where === 'function' ? filter.where(applications.id) : filter.where,
  )
  const overdue = sql<boolean>`coalesce(${overdueCondition}, false)`
  const [totals] = await db
    .select({
      count: sql<number>`count(*)::int`,
      overdue: sql<number>`count(*) filter (where ${overdue})::int`,
    })
    .from(applications)
    .where(where)
  const rows = await db
    .select({
      id: applications.id,
      product: applications.product,
      folio: applications.folio,
      applicantName: applications.applicantName,
      stage: applications.stage,
      stageEnteredAt: applications.stageEnteredAt,
      overdue,
    })
    .from(applications)
    .where(where)
    .orderBy(
      ...(filter.newestFirst
        ? [desc(applications.updatedAt), desc(applications.id)]
        : [asc(applications.stageEnteredAt), asc(applications.id)]),
    )
    .limit(limit)
  return { count: totals?.count ?? 0, overdue: totals?.overdue ?? 0, rows }
}
