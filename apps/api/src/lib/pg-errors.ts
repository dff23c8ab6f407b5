/**
 * The unique index a write ran into (PostgreSQL 23505), or undefined. Drizzle wraps the driver's error, so the
 * code sits on the error or on its cause. A pre-check cannot see a concurrent insert; this catches the loser.
 */
export function violatedUniqueIndex(error: unknown): string | undefined {
  for (const candidate of [error, (error as { cause?: unknown } | undefined)?.cause]) {
    const pgError = candidate as { code?: string; constraint?: string } | undefined
    if (pgError?.code === '23505') return pgError.constraint ?? ''
  }
  return undefined
}
