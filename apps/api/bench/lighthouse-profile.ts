/** The parts of Lighthouse's result the bench reads (its own types are not exported by the package's entry). */
export interface LighthouseResult {
  categories: Record<string, { score: number | null } | undefined>
  runtimeError?: { code: string; message: string }
  /** Lighthouse's measure of the host CPU (higher is faster): its simulation scales the host's task times. */
  environment?: { benchmarkIndex?: number }
  audits: Record<
    string,
    | {
        displayValue?: string
        numericValue?: number
        details?: { items?: Array<Record<string, unknown>> }
      }
    | undefined
  >
}

const ms = (value: unknown) => `${Math.round(Number(value ?? 0))} ms`

/**
 * Where the main thread went, as Lighthouse's `mainthread-work-breakdown` (by kind of work) and `bootup-time`
 * (by script: evaluation and parsing) audits count it on the simulated phone CPU, and the longest tasks.
 */
export function mainThreadProfile(lhr: LighthouseResult): string {
  const lines: string[] = []
  const breakdown = lhr.audits['mainthread-work-breakdown']?.details?.items ?? []
  lines.push(
    `  main thread ${ms(lhr.audits['mainthread-work-breakdown']?.numericValue)}: ` +
      breakdown.map((item) => `${String(item.groupLabel ?? item.group)} ${ms(item.duration)}`).join(', '),
  )
  const bootup = lhr.audits['bootup-time']?.details?.items ?? []
  for (const item of bootup.slice(0, 6))
    lines.push(
      `  script ${String(item.url).replace(/^https?:\/\/[^/]+/, '')}: total ${ms(item.total)}, ` +
        `evaluation ${ms(item.scripting)}, parse ${ms(item.scriptParseCompile)}`,
    )
  const longTasks = lhr.audits['long-tasks']?.details?.items ?? []
  lines.push(
    `  long tasks (${longTasks.length}): ` +
      longTasks
        .slice(0, 8)
        .map((task) => `${ms(task.duration)} at ${ms(task.startTime)}`)
        .join(', '),
  )
  // What moved (CLS): each shift's score and the element Lighthouse blames for it.
  const shifts = lhr.audits['layout-shifts']?.details?.items ?? []
  for (const shift of shifts.slice(0, 6)) {
    const node = shift.node as { selector?: string; snippet?: string } | undefined
    lines.push(
      `  layout shift ${Number(shift.score ?? 0).toFixed(3)}: ${node?.selector ?? ''} ${node?.snippet ?? ''}`.slice(
        0,
        240,
      ),
    )
  }
  return lines.join('\n')
}
