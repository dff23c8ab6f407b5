/**
 * Runs `work` and answers no sooner than `minimumMs` after the start, so an answer's timing does not
 * tell which branch ran (e.g. whether an address has an account).
 */
export async function withMinimumDuration<T>(minimumMs: number, work: () => Promise<T>): Promise<T> {
  const startedAt = Date.now()
  const result = await work()
  const remaining = minimumMs - (Date.now() - startedAt)
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining))
  return result
}
