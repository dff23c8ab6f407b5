import { desc } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { authPaths } from '@mesa/contracts'
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
    }),
  ),
})

export function registerMailRoutes(app: FastifyInstance, { db }: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(authPaths.outbox, {
    config: { access: { action: 'read', subject: 'Admin' } },
    schema: {
      tags: ['mail'],
      summary: 'Mail waiting in the outbox (newest first)',
      response: { 200: outboxResponse },
    },
    handler: async () => {
      const mails = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(200)
      return { mails: mails.map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString() })) }
    },
  })
}
