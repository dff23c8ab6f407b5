import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  bankStatementReader,
  bankStatementWriter,
  fieldError,
  SPEI_MAX_BYTES,
  SPEI_SIGNATURE_HEADER,
  speiPaths,
  speiReceiptSchema,
  speiSandboxStatusSchema,
  speiTestRequestSchema,
  speiWebhookParamsSchema,
} from '@mesa/contracts'
import { z } from 'zod'
import type { AppContext } from '../../../app-context'
import { badRequest, HttpError, notFound } from '../../../lib/http-errors'
import { fieldErrorsOf } from '../../../lib/zod-errors'
import { sandboxSpeiProvider, type SpeiProvider } from './spei-provider'
import { receiveSpei } from './spei-receipt'
import { sandboxNotification } from './spei-sandbox'

const tags = ['bank-statements']

/**
 * The SPEI webhook (issue 35): public (the provider has no session) but every request is signature-checked
 * over its raw bytes before anything is read: 401 without a signature, 403 with a wrong one, 400 naming each
 * wrong field of a signed but malformed body. The JSON parser of this scope keeps the raw bytes (the
 * signature is over them, not over a re-serialisation).
 */
export function registerSpeiRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const sandbox = config.speiSandboxSecret ? sandboxSpeiProvider(config.speiSandboxSecret) : null
  const providers = new Map<string, SpeiProvider>(sandbox ? [[sandbox.id, sandbox]] : [])

  /** Checks, parses and receives one notification: the webhook's work, and the sandbox's test path too. */
  const receive = async (
    providerId: string,
    raw: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ) => {
    const provider = providers.get(providerId)
    if (!provider) throw notFound('No such SPEI provider')
    const verdict = provider.verify(raw, headers)
    if (verdict === 'missing')
      throw new HttpError(401, 'The notification is not signed', undefined, undefined, false, 'bad_signature')
    if (verdict === 'invalid')
      throw new HttpError(
        403,
        'The notification’s signature is wrong',
        undefined,
        undefined,
        false,
        'bad_signature',
      )
    let body: unknown
    try {
      body = JSON.parse(raw.toString('utf8'))
    } catch {
      throw badRequest({ body: [fieldError('invalid_format')] })
    }
    const parsed = provider.parse(body)
    if (!parsed.success) throw badRequest(fieldErrorsOf(parsed.error))
    return receiveSpei(db, provider.id, parsed.data)
  }

  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json')
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: SPEI_MAX_BYTES },
      (_request, body, done) => done(null, body),
    )
    scope.withTypeProvider<ZodTypeProvider>().post(speiPaths.webhook, {
      config: { access: 'public', rateLimit: { max: 600, timeWindow: '1 minute' } },
      bodyLimit: SPEI_MAX_BYTES,
      schema: {
        tags,
        summary: `A SPEI transfer received (the provider's signed notification, header ${SPEI_SIGNATURE_HEADER}); idempotent by claveRastreo`,
        params: speiWebhookParamsSchema,
        body: z.instanceof(Buffer),
        response: { 200: speiReceiptSchema },
      },
      handler: async (request) => {
        return receive(request.params.providerId, request.body, request.headers)
      },
    })
  })

  const routes = app.withTypeProvider<ZodTypeProvider>()
  routes.get(speiPaths.sandbox, {
    config: { access: bankStatementReader },
    schema: {
      tags,
      summary: 'Whether the SPEI sandbox provider is on',
      response: { 200: speiSandboxStatusSchema },
    },
    handler: () => ({ enabled: sandbox !== null }),
  })
  routes.post(speiPaths.sandbox, {
    config: { access: bankStatementWriter },
    schema: {
      tags,
      summary: 'SANDBOX: send the SPEI webhook a signed test transfer to a loan’s referenced CLABE',
      body: speiTestRequestSchema,
      response: { 200: speiReceiptSchema },
    },
    handler: async (request) => {
      if (!sandbox) throw notFound('The SPEI sandbox is off')
      const raw = Buffer.from(JSON.stringify(await sandboxNotification(db, request.body)))
      return receive(sandbox.id, raw, { [SPEI_SIGNATURE_HEADER]: sandbox.sign(raw) })
    },
  })
}
