import { defaultOriginationPolicy, fieldError } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { conflict } from '../../lib/http-errors'
import type { ApplicationRow } from '../credit-applications'
import { latestReport } from '../credit-bureau'
import type { PolicyVersion } from './policy-rules'

/** The BC Score of the application's latest bureau report, or null when it has none (no report, no score). */
export async function bcScoreOf(db: Executor, applicationId: number) {
  const report = await latestReport(db, applicationId)
  return report?.report?.general.score ?? null
}

/** The product policy's origination choices; versions saved before issue 30 read the defaults. */
export const originationOf = (policy: PolicyVersion) => policy.terms.origination ?? defaultOriginationPolicy

/**
 * The policy's minimum BC Score (issue 30), enforced at an approving committee vote and at authorisation:
 * 409 `score_below_minimum` naming the score and the minimum; with no score, 409 `no_score` when the policy
 * refuses them, while "committee" leaves the case to the committee (its approval then carries to authorisation).
 */
export async function scoreRefusal(db: Executor, row: ApplicationRow, policy: PolicyVersion) {
  const score = await bcScoreOf(db, row.id)
  const minimum = policy.terms.minBcScore
  if (score === null)
    return originationOf(policy).noScore === 'refuse'
      ? conflict('no_score', `The applicant has no BC Score and the policy refuses applicants without one`, {
          bcScore: [fieldError('no_score', minimum)],
        })
      : null
  if (score < minimum)
    return conflict('score_below_minimum', `BC Score ${score} is below the policy's minimum of ${minimum}`, {
      bcScore: [fieldError('score_below_minimum', minimum)],
      score: [fieldError('score_below_minimum', score)],
    })
  return null
}
