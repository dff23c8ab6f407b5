import type { CheckName, CheckStatus, CheckWait } from '@mesa/contracts'
import { DATA_CHECKS } from './providers/verdict-checks'

/** The checks that read the bureau report (summary reads it only through addresses and comparison). */
export const NEEDS_BUREAU: readonly CheckName[] = ['addresses', 'comparison', 'status']

const open = (status: CheckStatus | undefined) =>
  status === undefined || status === 'pending' || status === 'running'

/**
 * What keeps a check from running now, or null when it may run: a check that reads the bureau waits for
 * a stored report; the summary waits until no data check is pending or running (another job may be
 * running them), and the status until the summary is done. `statuses` is the stored state, read fresh.
 */
export function waitOf(
  name: CheckName,
  { hasReport, statuses }: { hasReport: boolean; statuses: ReadonlyMap<CheckName, CheckStatus> },
): CheckWait | null {
  if (NEEDS_BUREAU.includes(name) && !hasReport) return 'bureau_report'
  if (name === 'summary' && DATA_CHECKS.some((check) => open(statuses.get(check)))) return 'checks'
  if (name === 'status' && open(statuses.get('summary'))) return 'checks'
  return null
}
