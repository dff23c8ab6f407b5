/**
 * What a 500 may write to the log. Database errors carry the values of the failed statement: Drizzle's
 * DrizzleQueryError has `params` and repeats them in its message ("Failed query: ... params: ..."), and
 * PostgreSQL's own error (pg or PGlite, as `cause`) has `detail` ("Key (email)=(ana@…) already exists")
 * and messages that quote the offending value. Those are personal data (CURP, income, e-mails), so the
 * log keeps the statement text, the SQLSTATE code, the names of the constraint/table/column and the
 * stack frames, never a value.
 */

interface DatabaseErrorFields {
  code?: unknown
  severity?: unknown
  constraint?: unknown
  table?: unknown
  column?: unknown
  routine?: unknown
}

/** Removes quoted values from a database message: `invalid input syntax for type integer: "abc"`. */
export function withoutQuotedValues(message: string): string {
  return message
    .replace(/"[^"]*"/g, '"…"')
    .replace(/'[^']*'/g, "'…'")
    .replace(/\(([^()]*)\)=\(.*?\)/g, '($1)=(…)')
}

/** The stack frames only: the first lines of a stack repeat the message, values included. */
function framesOf(error: Error): string | undefined {
  return error.stack
    ?.split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n')
}

function isDrizzleQueryError(error: unknown): error is Error & { query: string; params: unknown[] } {
  return (
    error instanceof Error && typeof (error as { query?: unknown }).query === 'string' && 'params' in error
  )
}

function isDatabaseError(error: unknown): error is Error & DatabaseErrorFields {
  return (
    error instanceof Error &&
    typeof (error as DatabaseErrorFields).code === 'string' &&
    /^[0-9A-Z]{5}$/.test(String((error as DatabaseErrorFields).code)) &&
    'severity' in error
  )
}

/** A log object for an unexpected error, safe to write whatever it came from. */
export function loggableError(error: unknown): Record<string, unknown> {
  const database = isDatabaseError(error)
    ? error
    : isDatabaseError((error as { cause?: unknown } | undefined)?.cause)
      ? (error as { cause: Error & DatabaseErrorFields }).cause
      : undefined
  if (!isDrizzleQueryError(error) && !database) return { err: error }
  return {
    db: {
      statement: isDrizzleQueryError(error) ? error.query : undefined,
      parameterCount: isDrizzleQueryError(error) ? error.params.length : undefined,
      code: database?.code,
      severity: database?.severity,
      constraint: database?.constraint,
      table: database?.table,
      column: database?.column,
      routine: database?.routine,
      message: database ? withoutQuotedValues(database.message) : undefined,
    },
    err: {
      type: (error as Error).name,
      message: isDrizzleQueryError(error) ? 'Failed query' : withoutQuotedValues((error as Error).message),
      stack: framesOf(error as Error),
    },
  }
}

/**
 * One line for a failed job's `last_error` (shown to administrators, kept in the database): a database error
 * names its statement and code, never the values it was given; other errors keep their message.
 */
export function safeErrorMessage(error: unknown): string {
  const logged = loggableError(error)
  if (!('db' in logged)) return error instanceof Error ? error.message : String(error)
  const db = logged.db as { statement?: string; code?: unknown; message?: string }
  const parts = [db.message ?? 'Failed query', db.code ? `(SQLSTATE ${String(db.code)})` : '']
  if (db.statement) parts.push(`in: ${db.statement}`)
  return parts.filter(Boolean).join(' ')
}
