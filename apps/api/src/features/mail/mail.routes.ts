import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { mailPaths, manageAll } from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { listOutbox } from './mail-service'

const outboxResponse = z.object({
  mails: z.array(
    z.object({
      id: z.number(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
      status: z.enum(['queued', 'sent', 'failed', 'bounced']),
      attempts: z.number(),
      lastError: z.string().nullable(),
    }),
  ),
})

export function registerMailRoutes(app: FastifyInstance, { db }: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(mailPaths.outbox, {
    // Mail logs are an administrator's to read; the stored text has every link token redacted anyway.
    config: { access: manageAll },
    schema: {
      tags: ['mail'],
      summary: 'The mail log (newest first), with secret links redacted; administrators only',
      response: { 200: outboxResponse },
    },
    handler: async () => ({ mails: await listOutbox(db) }),
  })
}
