import type { BureauReportData, BureauSummary } from '@mesa/contracts'

const DAY_MS = 86_400_000

/**
 * A MOP code as a severity: 01 current … 07 over a year late; 96/97/99 (collection, write-off, fraud) the
 * worst, as 9; UR (unrated) and 00 (too new) carry no rating, 0.
 */
export function mopSeverity(code: string): number {
  if (['96', '97', '99'].includes(code)) return 9
  const value = Number(code)
  return Number.isInteger(value) && value >= 1 && value <= 7 ? value : 0
}

/** The first `months` MOP codes of a history string (two characters per month, most recent first). */
export const recentMops = (history: string, months: number) =>
  Array.from({ length: Math.min(months, Math.floor(history.length / 2)) }, (_, i) =>
    history.slice(i * 2, i * 2 + 2),
  )

/**
 * The figures an analyst decides from. Open accounts are those without a closing date; balances and
 * payments sum only open accounts (a closed account owes nothing); the worst MOP looks at every account's
 * history, open or closed, over the last 12 and 24 months; queries count those in the 183 days before the pull.
 */
export function summariseReport(report: BureauReportData, pulledAt: Date): BureauSummary {
  const open = report.credits.filter((credit) => credit.closedAt === null)
  const worst = (months: number) =>
    Math.max(
      0,
      ...report.credits.flatMap((credit) => recentMops(credit.paymentHistory, months).map(mopSeverity)),
    )
  const since = pulledAt.getTime() - 183 * DAY_MS
  return {
    score: report.general.score,
    openAccounts: open.length,
    totalBalanceCents: open.reduce((sum, credit) => sum + credit.balanceCents, 0),
    monthlyPaymentsCents: open.reduce((sum, credit) => sum + credit.monthlyPaymentCents, 0),
    pastDueCents: open.reduce((sum, credit) => sum + credit.pastDueCents, 0),
    worstMop12: worst(12),
    worstMop24: worst(24),
    queries6Months: report.queries.filter((query) => Date.parse(query.queriedAt) >= since).length,
  }
}
