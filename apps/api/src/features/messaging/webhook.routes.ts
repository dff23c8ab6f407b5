import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { chatPaths, webhookChallengeSchema, webhookParamsSchema } from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { HttpError, notFound } from '../../lib/http-errors'
import { recordStatus } from './delivery'
import { recordCustomerMessage } from './inbound-media'
import { messagingChannels as channels } from './messaging.schema'
import { channelSecret, signatureIsValid } from './providers/whatsapp-cloud'
import { recordTemplateVerdict } from './templates.service'
import { webhookBodySchema, webhookItems } from './webhook'

const badSignature = () =>
  new HttpError(401, 'Bad webhook signature', undefined, undefined, false, 'bad_signature')

/**
 * A customer's message; when its file cannot be fetched for now (Meta's media store down), the answer is
 * 502 and Meta delivers the notification again later (what was recorded before is not recorded twice).
 */
async function recordFromWebhook(...args: Parameters<typeof recordCustomerMessage>) {
  try {
    return await recordCustomerMessage(...args)
  } catch (error) {
    if (!args[4]) throw error
    throw new HttpError(502, `The file of a message could not be fetched: ${String(error)}`)
  }
}

/**
 * The WhatsApp Cloud API webhook of one channel. Public (Meta calls it), so trust comes from the
 * signature: the raw body's HMAC under the channel's app secret. The JSON parser of this scope keeps the
 * raw bytes, because re-serialised JSON would not match the signature.
 */
export function registerWebhookRoutes(app: FastifyInstance, { db, storage }: AppContext) {
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json')
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
      (_request, body, done) => done(null, body),
    )
    const routes = scope.withTypeProvider<ZodTypeProvider>()
    const cloudChannel = async (id: number) => {
      const [row] = await db.select().from(channels).where(eq(channels.id, id))
      if (row?.provider !== 'whatsapp-cloud') throw notFound()
      return row
    }

    routes.get(chatPaths.webhook, {
      config: { access: 'public' },
      schema: {
        tags: ['messaging'],
        summary: "WhatsApp's verification challenge: answers hub.challenge when hub.verify_token matches",
        params: webhookParamsSchema,
        querystring: webhookChallengeSchema,
      },
      handler: async (request, reply) => {
        const channel = await cloudChannel(request.params.channelId)
        const expected = channelSecret(channel, 'verifyTokenEnv')
        const query = request.query
        if (query['hub.mode'] !== 'subscribe' || !expected || query['hub.verify_token'] !== expected)
          throw new HttpError(403, 'Verification token mismatch')
        return reply.type('text/plain').send(query['hub.challenge'])
      },
    })

    routes.post(chatPaths.webhook, {
      config: { access: 'public' },
      schema: {
        tags: ['messaging'],
        summary:
          'WhatsApp notifications (messages, delivery statuses, template verdicts), signed with X-Hub-Signature-256',
        params: webhookParamsSchema,
        body: z.instanceof(Buffer),
      },
      handler: async (request, reply) => {
        const channel = await cloudChannel(request.params.channelId)
        const signature = request.headers['x-hub-signature-256']
        if (
          !signatureIsValid(
            request.body,
            typeof signature === 'string' ? signature : undefined,
            channelSecret(channel, 'appSecretEnv'),
          )
        )
          throw badSignature()
        let parsed: unknown
        try {
          parsed = JSON.parse(request.body.toString('utf8'))
        } catch {
          parsed = undefined
        }
        const body = webhookBodySchema.safeParse(parsed)
        // A signed but unexpected notification is acknowledged (Meta retries anything else for days).
        if (!body.success) return reply.code(200).send({ recorded: 0 })
        let recorded = 0
        for (const item of webhookItems(body.data)) {
          if (item.kind === 'inbound') {
            const { media, kind: _kind, ...inbound } = item
            recorded += (await recordFromWebhook(db, storage, channel, inbound, media)) ? 1 : 0
          } else if (item.kind === 'status')
            recorded += (await recordStatus(db, item.providerMessageId, item.status, item.reason)) ? 1 : 0
          else if (item.event === 'APPROVED' || item.event === 'REJECTED')
            await recordTemplateVerdict(db, item.providerTemplateId, item.event === 'APPROVED', item.reason)
        }
        return reply.code(200).send({ recorded })
      },
    })
  })
}
