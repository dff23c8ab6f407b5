import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { GENERIC_ERROR_MESSAGE, installIssueCodes } from '@mesa/contracts'
import { HttpError, codeOfStatus } from './http-errors'
import { loggableError } from './safe-error-log'
import { isDatabaseUnavailable } from './database-unavailable'

interface ValidationIssue {
  instancePath?: string
  message?: string
  params?: { issue?: { path?: PropertyKey[]; message?: string } }
}

/**
 * Turns validation issues into `{field: [entries]}`; the field is the dotted path inside body/query/params.
 * Each entry is the issue's message, which zod makes a code (contracts `installIssueCodes`) unless the
 * contract set its own (a `fieldError(...)` code, or a text the spec fixes).
 */
function fieldErrors(issues: ValidationIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of issues) {
    const issuePath = issue.params?.issue?.path
    const field =
      (issuePath && issuePath.length > 0 ? issuePath.map(String).join('.') : undefined) ??
      (issue.instancePath ? issue.instancePath.replace(/^\//, '').replaceAll('/', '.') : '') ??
      ''
    const key = field === '' ? '_root' : field
    ;(errors[key] ??= []).push(issue.params?.issue?.message ?? issue.message ?? 'invalid_value')
  }
  return errors
}

/**
 * Every error answer is `{message, code, errors?, requestId}` (docs/architecture.md): `code` from contracts `errorCodes` for the
 * web to translate, `message` readable English for logs; a 500 never leaks internals.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  /** The built web app's file for a page address (lib/static-web `pageFileOf`); absent when there is no web app. */
  pageFile?: (pathname: string) => string,
) {
  // Every zod issue without its own message becomes its code (`required`, `too_short:2`, ...).
  installIssueCodes()
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers)
      if (error.emptyBody) return reply.code(error.statusCode).send()
      const answer = { message: error.message, code: error.code, requestId: request.id }
      return reply.code(error.statusCode).send(error.errors ? { ...answer, errors: error.errors } : answer)
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({
        message: 'Invalid input',
        code: 'invalid_input',
        requestId: request.id,
        errors: fieldErrors(error.validation as ValidationIssue[]),
      })
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large, ...
      const field =
        error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.code?.startsWith('FST_ERR_CTP')
          ? 'body'
          : undefined
      if (field && status === 400)
        return reply.code(status).send({
          message: error.message,
          code: 'malformed_body',
          errors: { body: ['malformed_body'] },
          requestId: request.id,
        })
      return reply
        .code(status)
        .send({ message: error.message, code: codeOfStatus(status), requestId: request.id })
    }
    if (isDatabaseUnavailable(error)) {
      // A restart or failover: the pool reconnects by itself; the client retries after a moment.
      request.log.warn('database unavailable')
      return reply
        .code(503)
        .header('retry-after', '2')
        .send({ message: 'Service temporarily unavailable', code: 'unavailable', requestId: request.id })
    }
    // Never the statement's values (personal data): see loggableError. The request id is on request.log.
    request.log.error(loggableError(error), 'request failed')
    // The id lets an operator find this line from what the user reports.
    return reply.code(500).send({ message: GENERIC_ERROR_MESSAGE, code: 'internal', requestId: request.id })
  })

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api')
    if (pageFile && isPage) {
      // History fallback: the single-page app routes every other path itself (/login comes prerendered).
      return reply.header('cache-control', 'no-cache').sendFile(pageFile(pathname))
    }
    return reply.code(404).send({
      message: `Route ${request.method} ${pathname} not found`,
      code: 'not_found',
      requestId: request.id,
    })
  })
}
