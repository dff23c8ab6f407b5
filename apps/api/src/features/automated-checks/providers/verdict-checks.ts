import type { CheckFinding, CheckName } from '@mesa/contracts'
import { mopSeverity } from '../../credit-bureau'
import { finding, outcomeOf, type AutomatedCheckProvider } from '../check-provider'

/** The ten checks that look at data; summary and status read their results. */
export const DATA_CHECKS: CheckName[] = [
  'ocr',
  'renapo',
  'ine',
  'imss',
  'issste',
  'professional_credential',
  'email',
  'blacklist',
  'addresses',
  'comparison',
]

/** Score and burden thresholds of the status rules (docs/domain.md): below or above them an analyst looks. */
export const STATUS_RULES = { minScore: 550, maxWorstMop12: 3, maxDebtToIncomePercent: 40 } as const

/**
 * Summary: each data check's result in one place. A failure not overridden (or an error) fails it, any
 * check needing review or still open makes it needs_review; not_available never counts against.
 */
export const summaryCheck: AutomatedCheckProvider = {
  name: 'summary',
  async run({ results }) {
    const findings: CheckFinding[] = DATA_CHECKS.map((name) => {
      const result = results.get(name)
      const status = result?.status ?? 'pending'
      const overridden = result?.overridden ?? false
      const cleared = overridden || status === 'passed' || status === 'not_available'
      const outcome = cleared ? 'pass' : status === 'failed' || status === 'error' ? 'fail' : 'review'
      return finding('check_result', outcome, { check: name, status, overridden })
    })
    return outcomeOf(findings)
  },
}

/**
 * Status: the overall verdict. It fails when the summary fails, the bureau is missing or an account is
 * written off (MOP 96/97/99 open); it needs review for a low or missing score, a recent delay beyond MOP
 * 03, money past due, or monthly debt payments above 40 % of the declared income.
 */
export const statusCheck: AutomatedCheckProvider = {
  name: 'status',
  async run({ results, bureau, application }) {
    const summary = results.get('summary')
    const findings: CheckFinding[] = [
      finding(
        'summary_verdict',
        summary?.status === 'passed' || summary?.overridden
          ? 'pass'
          : summary?.status === 'failed'
            ? 'fail'
            : 'review',
        { status: summary?.status ?? 'pending', overridden: summary?.overridden ?? false },
      ),
    ]
    if (!bureau) return outcomeOf([...findings, finding('bureau_present', 'fail', { present: false })])
    const open = bureau.credits.filter((credit) => credit.closedAt === null)
    const score = bureau.general.score
    findings.push(
      finding(
        'bureau_score',
        score === null ? 'review' : score >= STATUS_RULES.minScore ? 'pass' : 'review',
        { score, minimum: STATUS_RULES.minScore },
      ),
    )
    const writtenOff = open.filter((credit) => ['96', '97', '99'].includes(credit.currentMop))
    findings.push(
      finding('written_off_accounts', writtenOff.length ? 'fail' : 'pass', { accounts: writtenOff.length }),
    )
    const worst12 = Math.max(
      0,
      ...bureau.credits.flatMap((credit) =>
        Array.from({ length: 12 }, (_, i) => mopSeverity(credit.paymentHistory.slice(i * 2, i * 2 + 2))),
      ),
    )
    findings.push(
      finding('worst_mop_12', worst12 <= STATUS_RULES.maxWorstMop12 ? 'pass' : 'review', {
        worst: worst12,
        maximum: STATUS_RULES.maxWorstMop12,
      }),
    )
    const pastDueCents = open.reduce((sum, credit) => sum + credit.pastDueCents, 0)
    findings.push(finding('past_due', pastDueCents === 0 ? 'pass' : 'review', { pastDueCents }))
    const income =
      (application.finance as { monthlyIncomeCents?: number; otherIncomeCents?: number } | null) ?? null
    const incomeCents = (income?.monthlyIncomeCents ?? 0) + (income?.otherIncomeCents ?? 0)
    const paymentsCents = open.reduce((sum, credit) => sum + credit.monthlyPaymentCents, 0)
    if (incomeCents > 0) {
      // Whole percent, rounded half up, from integer centavos (no floating point on money).
      const percent = Math.floor((paymentsCents * 100 + Math.floor(incomeCents / 2)) / incomeCents)
      findings.push(
        finding('debt_to_income', percent <= STATUS_RULES.maxDebtToIncomePercent ? 'pass' : 'review', {
          paymentsCents,
          incomeCents,
          percent,
        }),
      )
    } else
      findings.push(finding('debt_to_income', 'review', { paymentsCents, incomeCents: 0, percent: null }))
    return outcomeOf(findings)
  },
}
