import type { PortfolioDashboard, PortfolioQuery } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import type { Viewer } from '../allies'
import { amountsOf } from './amount-figures'
import { arrearsOf } from './arrears-figures'
import { decisionsOf, funnelOf, stageTimesOf } from './pipeline-figures'
import { cohortCondition, scopeCondition } from './portfolio-filters'

/**
 * The dashboard's figures for one viewer and filter set, every one an SQL aggregate over the rows the
 * viewer may see: the cohort (applications created in the period) for the funnel, decisions and stage
 * times; authorisations and disbursements dated in the period; the loans' arrears today and at month ends.
 */
export async function portfolioDashboard(
  db: Executor,
  query: PortfolioQuery,
  viewer: Viewer,
): Promise<PortfolioDashboard> {
  const cohort = cohortCondition(query, viewer)
  const scope = scopeCondition(query, viewer)
  // One connection on PGlite: the reads run one after the other either way, so keep them in order.
  const funnel = await funnelOf(db, cohort)
  const decisions = await decisionsOf(db, cohort)
  const stageTimes = await stageTimesOf(db, cohort)
  const amounts = await amountsOf(db, query, scope)
  const arrears = await arrearsOf(db, query, scope, viewer)
  return { funnel, decisions, stageTimes, amounts, arrears }
}
