import { desc } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { authPaths, manageAll } from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { mailOutbox } from '../../db/schema'

const outboxResponse = z.object({
  mails: z.array(
    z.object({
      id: z.number(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
      attempts: z.number(),
      lastError: z.string().nullable(),
    }),
  ),
})

export function registerMailRoutes(app: FastifyInstance, { db }: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(authPaths.outbox, {
    // Mail logs are an administrator's to read; the stored text has every link token redacted anyway.
    config: { access: manageAll },
    schema: {
      tags: ['mail'],
      summary: 'The mail log (newest first), with secret links redacted; administrators only',
      response: { 200: outboxResponse },
    },
    handler: async () => {
      const mails = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(200)
      return {
        mails: mails.map((mail) => ({
          ...mail,
          createdAt: mail.createdAt.toISOString(),
          sentAt: mail.sentAt?.toISOString() ?? null,
        })),
      }
    },
  })
}
