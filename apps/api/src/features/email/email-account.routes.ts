import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  emailAccountInputSchema,
  emailAccountPaths,
  emailAccountResponseSchema,
  emailAccountSaveSchema,
  emailAccountTestResultSchema,
  staffAccess,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { emptyNotFound } from '../../lib/http-errors'
import { principalOf } from '../auth'
import { deleteEmailAccount, loadEmailAccount, saveEmailAccount, testEmailAccount } from './email-accounts'
import { requestAccountSync } from './email-sync-jobs'

/**
 * The caller's own mailbox account (IMAP): read, save, remove, test, read now. Like the mailbox, each
 * call reaches only the caller's own account; the password goes in and never comes back.
 */
export function registerEmailAccountRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const keys = { secret: config.jwtSecret, internalHosts: config.mailAccountInternalHosts }
  // Staff only: the `client` role reaches nothing but its demo page (issue 31).
  const access = staffAccess
  const tags = ['email']
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(emailAccountPaths.account, {
    config: { access },
    schema: {
      tags,
      summary: "The caller's IMAP account (no password), its sync status and last error; null when none",
      response: { 200: emailAccountResponseSchema },
    },
    handler: async (request) => ({ account: await loadEmailAccount(db, principalOf(request).userId) }),
  })

  routes.put(emailAccountPaths.account, {
    config: { access },
    schema: {
      tags,
      summary: 'Save the IMAP account (password required the first time, kept when left out); reads it soon',
      body: emailAccountSaveSchema,
      response: { 200: emailAccountResponseSchema },
    },
    handler: async (request) => {
      const userId = principalOf(request).userId
      const account = await saveEmailAccount(db, keys, userId, request.body)
      await requestAccountSync(db, userId)
      return { account }
    },
  })

  routes.delete(emailAccountPaths.account, {
    config: { access },
    schema: { tags, summary: 'Remove the IMAP account (mail already read stays); 204' },
    handler: async (request, reply) => {
      if (!(await deleteEmailAccount(db, principalOf(request).userId))) throw emptyNotFound()
      return reply.code(204).send()
    },
  })

  routes.post(emailAccountPaths.test, {
    config: { access },
    schema: {
      tags,
      summary: 'Sign in and open the folder with these settings (the saved password when none is given)',
      body: emailAccountInputSchema,
      response: { 200: emailAccountTestResultSchema },
    },
    handler: async (request) => testEmailAccount(db, keys, principalOf(request).userId, request.body),
  })

  routes.post(emailAccountPaths.sync, {
    config: { access },
    schema: { tags, summary: 'Read the account now (a background job); 202' },
    handler: async (request, reply) => {
      const userId = principalOf(request).userId
      if (!(await loadEmailAccount(db, userId))) throw emptyNotFound()
      await requestAccountSync(db, userId)
      return reply.code(202).send()
    },
  })
}
