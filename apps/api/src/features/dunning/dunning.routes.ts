import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  dunningPaths,
  dunningReader,
  dunningRuleInputSchema,
  dunningRuleListSchema,
  dunningRuleParamsSchema,
  dunningRuleSchema,
  dunningRunSchema,
  dunningSendListQuerySchema,
  dunningSendListSchema,
  dunningTemplateListSchema,
  dunningWriter,
  letterCreateSchema,
  letterParamsSchema,
  loanLettersParamsSchema,
  producedLetterSchema,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { principalOf } from '../auth'
import { approvedTemplates } from '../messaging'
import { letterOfLoan, letterOfSend, produceLetter, producedLetterPdf } from './dunning-letters'
import { listRules, saveRule } from './dunning-rules'
import { runDunning } from './dunning-run'
import { listSends } from './dunning-sends'

const tags = ['dunning']

/** A letter to open in the browser's viewer. */
const sendPdf = (reply: FastifyReply, { pdf, fileName }: { pdf: Buffer; fileName: string }) =>
  reply.type('application/pdf').header('content-disposition', `inline; filename="${fileName}"`).send(pdf)

/** Dunning (issue 35 item 4): reminder rules, their sends, the day's run and the dunning letters. */
export function registerDunningRoutes(app: FastifyInstance, { db }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  routes.get(dunningPaths.rules, {
    config: { access: dunningReader },
    schema: {
      tags,
      summary: 'The reminder rules, by days past due',
      response: { 200: dunningRuleListSchema },
    },
    handler: async () => listRules(db),
  })
  routes.post(dunningPaths.rules, {
    config: { access: dunningWriter },
    schema: {
      tags,
      summary: 'Create a reminder rule (a message rule names an approved template)',
      body: dunningRuleInputSchema,
      response: { 201: dunningRuleSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await saveRule(db, null, request.body, principalOf(request).userId)),
  })
  routes.put(dunningPaths.rule, {
    config: { access: dunningWriter },
    schema: {
      tags,
      summary: 'Change a reminder rule (its version; 409 when stale)',
      params: dunningRuleParamsSchema,
      body: dunningRuleInputSchema,
      response: { 200: dunningRuleSchema },
    },
    handler: async (request) => saveRule(db, request.params.id, request.body, principalOf(request).userId),
  })
  routes.get(dunningPaths.templates, {
    config: { access: dunningReader },
    schema: {
      tags,
      summary: 'The approved templates a rule may name',
      response: { 200: dunningTemplateListSchema },
    },
    handler: async () => {
      const items = await approvedTemplates(db)
      return { items, total: items.length }
    },
  })
  routes.get(dunningPaths.sends, {
    config: { access: dunningReader },
    schema: {
      tags,
      summary: 'The reminders sent (and skipped), newest first, with the provider’s answer',
      querystring: dunningSendListQuerySchema,
      response: { 200: dunningSendListSchema },
    },
    handler: async (request) => listSends(db, principalOf(request), request.query),
  })
  routes.post(dunningPaths.run, {
    config: { access: dunningWriter },
    schema: {
      tags,
      summary: 'Run the business date’s reminders now (what the daily job does; nothing is sent twice)',
      response: { 200: dunningRunSchema },
    },
    handler: async (request) => runDunning(db, principalOf(request).userId),
  })
  routes.get(dunningPaths.letter, {
    config: { access: dunningReader },
    schema: {
      tags,
      summary: 'A dunning letter of the loan as of the business date (PDF)',
      params: letterParamsSchema,
    },
    handler: async (request, reply) => {
      const { applicationId, kind } = request.params
      return sendPdf(reply, await letterOfLoan(db, principalOf(request), applicationId, kind))
    },
  })
  routes.post(dunningPaths.loanLetters, {
    config: { access: dunningReader },
    schema: {
      tags,
      summary:
        'Produce a dunning letter of the loan now (kept with its figures, audited, in the contact history)',
      params: loanLettersParamsSchema,
      body: letterCreateSchema,
      response: { 201: producedLetterSchema },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await produceLetter(db, principalOf(request), request.params.applicationId, request.body.kind)),
  })
  routes.get(dunningPaths.producedLetter, {
    config: { access: dunningReader },
    schema: { tags, summary: 'A letter produced on demand (PDF)', params: dunningRuleParamsSchema },
    handler: async (request, reply) =>
      sendPdf(reply, await producedLetterPdf(db, principalOf(request), request.params.id)),
  })
  routes.get(dunningPaths.sendLetter, {
    config: { access: dunningReader },
    schema: { tags, summary: 'The letter a rule sent (PDF)', params: dunningRuleParamsSchema },
    handler: async (request, reply) => {
      return sendPdf(reply, await letterOfSend(db, principalOf(request), request.params.id))
    },
  })
}
