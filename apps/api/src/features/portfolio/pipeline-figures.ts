import { sql, type SQL } from 'drizzle-orm'
import {
  stageTargetHours,
  workingStages,
  type PortfolioDashboard,
  type Stage,
  type WorkingStage,
} from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { applicationDirectory as applications, applicationEvents as history } from '../credit-applications'
import { shareOf } from './portfolio-filters'

/** The funnel's stages: the working stages in order, then liquidada (a loan paid off). */
const funnelStages: Stage[] = [...workingStages, 'liquidada']
/** Past the committee: an application here (or that ever entered autorizacion) was approved. */
const approvedStages: Stage[] = ['autorizacion', 'contrato', 'fondeo', 'poliza', 'activo', 'liquidada']

type Rows<Row> = { rows: Row[] }
const rowsOf = <Row>(result: unknown) => (result as Rows<Row>).rows
const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )

/** The cohort as a CTE body: its ids, stages and creation times. */
const cohortOf = (where: SQL | undefined) =>
  sql`select ${applications.id} as id, ${applications.stage} as stage, ${applications.createdAt} as created_at,
    ${applications.closedReason} as closed_reason from ${applications} where ${where ?? sql`true`}`

/**
 * The funnel: per stage, the cohort's applications that ever entered it (history, or being there now),
 * the share of them that entered the next stage, and how many stand in it now (and past its target).
 */
export async function funnelOf(db: Executor, where: SQL | undefined): Promise<PortfolioDashboard['funnel']> {
  const reachedRows = rowsOf<{ stage: Stage; reached: number }>(
    await db.execute(sql`with cohort as (${cohortOf(where)})
      select stage, count(*)::int as reached from (
        select ${history.applicationId} as id, ${history.toStage} as stage
          from ${history} join cohort on cohort.id = ${history.applicationId}
          where ${history.toStage} is not null
        union
        select id, stage from cohort
      ) entered group by stage`),
  )
  const nowRows = await db
    .select({
      stage: applications.stage,
      current: sql<number>`count(*)::int`,
      overdue: sql<number>`(count(*) filter (where ${applications.overdue}))::int`,
    })
    .from(applications)
    .where(where)
    .groupBy(applications.stage)
  const reached = new Map(reachedRows.map((row) => [row.stage, Number(row.reached)]))
  const now = new Map(nowRows.map((row) => [row.stage, row]))
  return funnelStages.map((stage, index) => {
    const next = funnelStages[index + 1]
    const count = reached.get(stage) ?? 0
    return {
      stage,
      reached: count,
      conversion: next ? shareOf(reached.get(next) ?? 0, count) : null,
      current: now.get(stage)?.current ?? 0,
      overdue: now.get(stage)?.overdue ?? 0,
    }
  })
}

interface DecisionRow {
  cohort: number
  approved: number
  rejected: number
  cancelled: number
  median_hours: number | null
}

/**
 * Approval and rejection: approved = entered autorizacion (the committee said yes) and not rejected since;
 * rejected = in rechazada now (at any stage). Rates are over the decided (approved + rejected); the time to
 * decision runs from creation to entering autorizacion or to the rejection.
 */
export async function decisionsOf(
  db: Executor,
  where: SQL | undefined,
): Promise<PortfolioDashboard['decisions']> {
  const firstEntry = (stage: Stage) =>
    sql`(select min(${history.createdAt}) from ${history}
      where ${history.applicationId} = cohort.id and ${history.toStage} = ${stage})`
  const [row] = rowsOf<DecisionRow>(
    await db.execute(sql`with cohort as (${cohortOf(where)}),
      marked as (
        select cohort.*,
          stage = 'rechazada' as is_rejected,
          stage <> 'rechazada' and (stage in (${list(approvedStages)}) or ${firstEntry('autorizacion')} is not null)
            as is_approved,
          case when stage = 'rechazada' then ${firstEntry('rechazada')} else ${firstEntry('autorizacion')} end
            as decided_at
        from cohort)
      select count(*)::int as cohort,
        (count(*) filter (where is_approved))::int as approved,
        (count(*) filter (where is_rejected))::int as rejected,
        (count(*) filter (where stage = 'cancelada'))::int as cancelled,
        percentile_cont(0.5) within group (order by extract(epoch from (decided_at - created_at)) / 3600)
          filter (where (is_approved or is_rejected) and decided_at is not null) as median_hours
      from marked`),
  )
  const reasons = rowsOf<{ reason: string; count: number }>(
    await db.execute(sql`with cohort as (${cohortOf(where)})
      select coalesce(nullif(trim(closed_reason), ''), '') as reason, count(*)::int as count
      from cohort where stage = 'rechazada' group by 1 order by 2 desc, 1 limit 10`),
  )
  const approved = Number(row?.approved ?? 0)
  const rejected = Number(row?.rejected ?? 0)
  const median = row?.median_hours
  return {
    cohort: Number(row?.cohort ?? 0),
    approved,
    rejected,
    cancelled: Number(row?.cancelled ?? 0),
    approvalRate: shareOf(approved, approved + rejected),
    rejectionRate: shareOf(rejected, approved + rejected),
    medianHoursToDecision: median === null || median === undefined ? null : round1(Number(median)),
    reasons: reasons.map((reason) => ({ reason: reason.reason, count: Number(reason.count) })),
  }
}

const round1 = (value: number) => Math.round(value * 10) / 10
const finiteTarget = (stage: WorkingStage) =>
  Number.isFinite(stageTargetHours[stage]) ? stageTargetHours[stage] : null

/**
 * Time in each stage: every completed stay of the cohort's applications (from entering a stage to the next
 * move in its history), its median hours and the share longer than the stage's target. Paused SLA time is
 * counted (the history does not record pauses), so this is the customer's wait, not the desk's clock.
 */
export async function stageTimesOf(
  db: Executor,
  where: SQL | undefined,
): Promise<PortfolioDashboard['stageTimes']> {
  const targets = sql.join(
    workingStages.map((stage) => sql`(${stage}, ${finiteTarget(stage)}::float8)`),
    sql`, `,
  )
  const rows = rowsOf<{ stage: Stage; stays: number; median: number | null; over: number }>(
    await db.execute(sql`with cohort as (${cohortOf(where)}),
      stays as (
        select ${history.toStage} as stage,
          extract(epoch from (lead(${history.createdAt}) over (partition by ${history.applicationId}
            order by ${history.createdAt}, ${history.id}) - ${history.createdAt})) / 3600 as hours
        from ${history} join cohort on cohort.id = ${history.applicationId}
        where ${history.toStage} is not null and ${history.kind} in ('created', 'transition')),
      targets(stage, target) as (values ${targets})
      select stays.stage, count(*)::int as stays,
        percentile_cont(0.5) within group (order by hours) as median,
        (count(*) filter (where targets.target is not null and hours > targets.target))::int as over
      from stays join targets on targets.stage = stays.stage
      where hours is not null group by stays.stage`),
  )
  const byStage = new Map(rows.map((row) => [row.stage, row]))
  return workingStages.map((stage) => {
    const row = byStage.get(stage)
    const stays = Number(row?.stays ?? 0)
    return {
      stage,
      targetHours: finiteTarget(stage),
      stays,
      medianHours: row?.median === null || row?.median === undefined ? null : round1(Number(row.median)),
      overTarget: finiteTarget(stage) === null ? null : shareOf(Number(row?.over ?? 0), stays),
    }
  })
}
