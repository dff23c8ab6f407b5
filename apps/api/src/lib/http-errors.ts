/** An error that becomes an HTTP answer in the format of design.md §4. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** Headers to add to the answer, e.g. Retry-After on 429. */
    readonly headers?: Record<string, string>,
    /** When true the answer has no body (spec: "404 with an empty body"). */
    readonly emptyBody = false,
  ) {
    super(message)
  }
}

export const badRequest = (errors: Record<string, string[]>, message = 'Invalid input') =>
  new HttpError(400, message, errors)
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message)
export const forbidden = (message = 'Not allowed') => new HttpError(403, message)
export const notFound = (message = 'Not found') => new HttpError(404, message)
export const emptyNotFound = () => new HttpError(404, 'Not found', undefined, undefined, true)
export const conflict = (message: string, errors?: Record<string, string[]>) =>
  new HttpError(409, message, errors)
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, 'Too many attempts, try again later', undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  })

/** A stale version on an update (design.md §4). */
export const staleVersion = () =>
  conflict('This record was changed by someone else. Reload it and apply your change again.', {
    version: ['Stale version'],
  })
