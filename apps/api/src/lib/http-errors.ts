import type { ErrorCode } from '@mesa/contracts'

/**
 * An error that becomes an HTTP answer in the API's format (docs/architecture.md): `{ message, code, errors? }`.
 * `code` is the stable kind the web translates (contracts `errorCodes`); `message` stays readable English
 * for logs and the API docs; field entries are codes too (`fieldError`), except where the spec fixes a text.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** Headers to add to the answer, e.g. Retry-After on 429. */
    readonly headers?: Record<string, string>,
    /** When true the answer has no body (spec: "404 with an empty body"). */
    readonly emptyBody = false,
    readonly code: ErrorCode = codeOfStatus(statusCode),
  ) {
    super(message)
  }
}

/** The code of an answer that names none more precise than its status. */
export function codeOfStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'unauthenticated'
    case 403:
      return 'forbidden'
    case 404:
      return 'not_found'
    case 409:
      return 'conflict'
    case 413:
      return 'too_large'
    case 429:
      return 'rate_limited'
    case 503:
      return 'unavailable'
    default:
      return status >= 500 ? 'internal' : 'invalid_input'
  }
}

export const badRequest = (
  errors: Record<string, string[]>,
  message = 'Invalid input',
  code: ErrorCode = 'invalid_input',
) => new HttpError(400, message, errors, undefined, false, code)
export const unauthorized = (message = 'Authentication required', code: ErrorCode = 'unauthenticated') =>
  new HttpError(401, message, undefined, undefined, false, code)
export const forbidden = (code: ErrorCode = 'forbidden', message = 'Not allowed') =>
  new HttpError(403, message, undefined, undefined, false, code)
export const notFound = (message = 'Not found') => new HttpError(404, message)
export const emptyNotFound = () => new HttpError(404, 'Not found', undefined, undefined, true)
export const conflict = (code: ErrorCode, message: string, errors?: Record<string, string[]>) =>
  new HttpError(409, message, errors, undefined, false, code)
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, 'Too many attempts, try again later', undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  })

/** This instance cannot serve the request now (draining for a restart): try again, another will. */
export const serviceUnavailable = (retryAfterSeconds: number) =>
  new HttpError(
    503,
    'Service temporarily unavailable',
    undefined,
    {
      'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    },
    false,
    'unavailable',
  )

/** A stale version on an update (docs/architecture.md). */
export const staleVersion = () =>
  conflict(
    'stale_version',
    'This record was changed by someone else. Reload it and apply your change again.',
    { version: ['stale_version'] },
  )
