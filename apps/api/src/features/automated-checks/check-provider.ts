import type { BlacklistKind, BureauReportData, CheckFinding, CheckName, CheckStatus } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import type { FileStorage } from '../../lib/storage'
import type { ApplicationRow } from '../credit-applications'

export interface CheckDocument {
  id: number
  kind: string
  fileName: string
  contentType: string
  storageKey: string
}

/** Everything a check may look at; checks never write (the runner stores what they answer). */
export interface CheckInput {
  db: Executor
  storage: FileStorage | null
  application: ApplicationRow
  documents: CheckDocument[]
  /** The latest bureau report, or null when none was pulled. */
  bureau: BureauReportData | null
  /** Results of the checks that ran before this one (in `checkNames` order) or stored earlier. */
  results: ReadonlyMap<CheckName, { status: CheckStatus; findings: CheckFinding[]; overridden: boolean }>
  /** The administrator's blacklist (small: read whole, matched here; the seed reads it once for all files). */
  blacklist: () => Promise<Array<{ kind: BlacklistKind; value: string; reason: string }>>
  signal: AbortSignal
  /** No network lookups (the demo seed): checks that need one answer not_available for that part. */
  offline: boolean
}

export type FinishedStatus = Exclude<CheckStatus, 'pending' | 'running'>

export interface CheckOutcome {
  status: FinishedStatus
  findings: CheckFinding[]
}

/**
 * One automated check. The built-ins verify offline (RENAPO's rules, formats, lists, OCR); a provider
 * that asks an outside service (RENAPO's web service, IMSS's) implements the same interface.
 */
export interface AutomatedCheckProvider {
  name: CheckName
  run(input: CheckInput): Promise<CheckOutcome>
}

export const finding = (
  rule: string,
  outcome: CheckFinding['outcome'],
  detail: CheckFinding['detail'] = {},
): CheckFinding => ({ rule, outcome, detail })

/** The status the findings add up to: any fail fails, any review needs review, else it passed. */
export function verdictOf(findings: CheckFinding[]): FinishedStatus {
  if (findings.some((item) => item.outcome === 'fail')) return 'failed'
  if (findings.some((item) => item.outcome === 'review')) return 'needs_review'
  return 'passed'
}

export const outcomeOf = (findings: CheckFinding[]): CheckOutcome => ({
  status: verdictOf(findings),
  findings,
})
