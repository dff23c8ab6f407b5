import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import pino, { type LoggerOptions } from 'pino'
import { loggableError } from './safe-error-log'

/**
 * What never reaches a log line, in the API and in the worker alike: credentials in headers, passwords and
 * tokens in any object logged, and (through the `err` serializer) the values of a failed statement.
 */
const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.secret',
  '*.params',
]

/** The pino options of every Mesa process (fastify's logger and the worker's). */
export function logOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: {
      err: (error: unknown) => {
        const safe = loggableError(error)
        return 'db' in safe
          ? { ...(safe.err as object), db: safe.db }
          : pino.stdSerializers.err(error as Error)
      },
    },
  }
}

/** The worker's logger: pino with the API's options. */
export function processLogger(level: string, name: string) {
  return pino({ ...logOptions(level), name })
}

/** A request id a proxy may hand us: short, printable, nothing to break a log line. */
const acceptableRequestId = /^[\w.:@/+=-]{1,128}$/

/** X-Request-Id from the proxy when it is one we can log safely, else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id']
  return typeof given === 'string' && acceptableRequestId.test(given) ? given : randomUUID()
}
