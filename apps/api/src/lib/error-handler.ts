import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { GENERIC_ERROR_MESSAGE } from '@mesa/contracts'
import { HttpError } from './http-errors'
import { loggableError } from './safe-error-log'

interface ValidationIssue {
  instancePath?: string
  message?: string
  params?: { issue?: { path?: PropertyKey[]; message?: string } }
}

/** Turns validation issues into `{field: [texts]}`; the field is the dotted path inside body/query/params. */
function fieldErrors(issues: ValidationIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of issues) {
    const issuePath = issue.params?.issue?.path
    const field =
      (issuePath && issuePath.length > 0 ? issuePath.map(String).join('.') : undefined) ??
      (issue.instancePath ? issue.instancePath.replace(/^\//, '').replaceAll('/', '.') : '') ??
      ''
    const key = field === '' ? '_root' : field
    ;(errors[key] ??= []).push(issue.params?.issue?.message ?? issue.message ?? 'Invalid value')
  }
  return errors
}

/** Every error answer is `{message, errors?}` (design.md §4); a 500 never leaks internals. */
export function registerErrorHandler(app: FastifyInstance, webDist?: string) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers)
      if (error.emptyBody) return reply.code(error.statusCode).send()
      return reply
        .code(error.statusCode)
        .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message })
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .code(400)
        .send({ message: 'Invalid input', errors: fieldErrors(error.validation as ValidationIssue[]) })
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large, ...
      const field =
        error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.code?.startsWith('FST_ERR_CTP')
          ? 'body'
          : undefined
      return reply
        .code(status)
        .send(
          field && status === 400
            ? { message: error.message, errors: { body: [error.message] } }
            : { message: error.message },
        )
    }
    // Never the statement's values (personal data): see loggableError. The request id is on request.log.
    request.log.error(loggableError(error), 'request failed')
    return reply.code(500).send({ message: GENERIC_ERROR_MESSAGE })
  })

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api')
    if (webDist && isPage) {
      // History fallback: the single-page app routes every other path itself.
      return reply.header('cache-control', 'no-cache').sendFile('index.html')
    }
    return reply.code(404).send({ message: `Route ${request.method} ${pathname} not found` })
  })
}
