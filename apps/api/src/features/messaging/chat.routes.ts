import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  assignmentSchema,
  channelReader,
  channelSimulator,
  chatParamsSchema,
  chatPaths,
  chatResponseSchema,
  chatSchema,
  getMessagesQuerySchema,
  getMessagesResponseSchema,
  sendMessageResponseSchema,
  sendMessageSchema,
  simulateInboundSchema,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { principalOf } from '../auth'
import { assignChat, getChat, getMessages, postMessage, simulateInbound } from './chat.service'

const readChannels = channelReader

/** The inbox: spec §7's three calls exactly, assignment and the sandbox customer simulator. */
export function registerChatRoutes(app: FastifyInstance, { db }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(chatPaths.getMessages, {
    config: { access: readChannels },
    schema: {
      tags: ['messaging'],
      summary:
        'Chats (most recent first) and contacts filtered by name with q, and the signed-in agent (spec §7)',
      querystring: getMessagesQuerySchema,
      response: { 200: getMessagesResponseSchema },
    },
    handler: async (request) => getMessages(db, request.query.q, principalOf(request)),
  })

  routes.get(chatPaths.chat, {
    config: { access: readChannels },
    schema: {
      tags: ['messaging'],
      summary: "A contact's chat and the contact; resets the chat's unseen count to 0 (spec §7)",
      params: chatParamsSchema,
      response: { 200: chatResponseSchema },
    },
    handler: async (request) => getChat(db, request.params.userId, principalOf(request)),
  })

  routes.post(chatPaths.chat, {
    config: { access: readChannels },
    schema: {
      tags: ['messaging'],
      summary:
        'Send a free-text message (within 24 h of the customer’s last message); 201 with msg, plus chat when created (spec §7)',
      params: chatParamsSchema,
      body: sendMessageSchema,
      response: { 201: sendMessageResponseSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await postMessage(db, request.params.userId, request.body, principalOf(request))),
  })

  routes.put(chatPaths.assignment, {
    config: { access: readChannels },
    schema: {
      tags: ['messaging'],
      summary: 'Assign a conversation to an agent (others need update channels)',
      params: chatParamsSchema,
      body: assignmentSchema,
      response: { 200: chatSchema },
    },
    handler: async (request) =>
      assignChat(db, request.params.userId, request.body.assignedUserId, principalOf(request)),
  })

  routes.post(chatPaths.simulateInbound, {
    config: { access: channelSimulator },
    schema: {
      tags: ['messaging'],
      summary: 'Sandbox channels only: write to the business as the customer (the simulator panel)',
      params: chatParamsSchema,
      body: simulateInboundSchema,
      response: { 201: chatResponseSchema },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await simulateInbound(db, request.params.userId, request.body.message, principalOf(request))),
  })
}
