import type { FastifyInstance } from 'fastify'

/**
 * API answers carry tokens and personal data: no cache may keep them (RFC 6749 §5.1 for token answers).
 * A route that sets its own Cache-Control (a file download, say) keeps it.
 */
export function registerNoStoreForApi(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store')
  })
}
