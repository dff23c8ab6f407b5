/**
 * SQLSTATEs and socket errors that mean "the database cannot be reached right now" (restart, failover,
 * connection refused), not "this request is wrong": the answer is 503 and the client tries again.
 * 57P01-03: admin shutdown, crash shutdown, cannot connect now; class 08: connection exceptions.
 */
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ENOTFOUND',
])
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
]

/** True when `error` (or the error it wraps: Drizzle puts the driver's in `cause`) says the database is away. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true
  if (UNAVAILABLE_MESSAGES.some((text) => error.message.includes(text))) return true
  return isDatabaseUnavailable(error.cause, depth + 1)
}
