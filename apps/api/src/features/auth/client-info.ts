import type { FastifyRequest } from 'fastify'
import type { ClientInfo } from './sessions'

export function clientInfo(request: FastifyRequest): ClientInfo {
  return { userAgent: request.headers['user-agent'] ?? '', ip: request.ip }
}
