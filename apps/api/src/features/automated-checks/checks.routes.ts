import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  analysisReader,
  analysisWorker,
  applicationParamsSchema,
  blacklistCreateSchema,
  blacklistListSchema,
  blacklistQuerySchema,
  checkNames,
  checkOverrideParamsSchema,
  checkOverrideRequestSchema,
  checkRunRequestSchema,
  checksResponseSchema,
  creditAnalysisPaths,
  type CreditProduct,
  idParams,
  isWorkingStage,
  manageAll,
  mayOpenCreditApplication,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { forbidden } from '../../lib/http-errors'
import { principalOf } from '../auth'
import { loadApplication } from '../credit-applications'
import { addToBlacklist, listBlacklist, removeFromBlacklist } from './blacklist.service'
import { listChecks, overrideCheck, pendingChecksOf, queueChecks, withVerdicts } from './checks.service'

/** The blacklist is the administrator's (docs/domain.md): analysts read it, only administrators (manageAll) change it. */
const tags = ['automated-checks']

export function registerCheckRoutes(app: FastifyInstance, { db }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const openable = async (request: FastifyRequest, origin: CreditProduct, id: number) => {
    const principal = principalOf(request)
    if (!mayOpenCreditApplication(principal.rules, origin)) throw forbidden()
    return loadApplication(db, origin, id, principal)
  }

  routes.get(creditAnalysisPaths.checks, {
    config: { access: analysisReader },
    schema: {
      tags,
      summary: 'The twelve automated checks with status, findings and override',
      params: applicationParamsSchema,
      response: { 200: checksResponseSchema },
    },
    handler: async (request) => {
      const row = await openable(request, request.params.origin, request.params.id)
      return { checks: await listChecks(db, row.id) }
    },
  })

  routes.post(creditAnalysisPaths.checkRuns, {
    config: { access: analysisWorker },
    schema: {
      tags,
      summary:
        'Re-run one check (with the verdicts) or all of them, as a background job; coalesced into a run still waiting',
      params: applicationParamsSchema,
      body: checkRunRequestSchema,
      response: { 202: checksResponseSchema },
    },
    handler: async (request, reply) => {
      const row = await openable(request, request.params.origin, request.params.id)
      if (!isWorkingStage(row.stage)) throw forbidden('wrong_stage', `The application is ${row.stage}`)
      const { check } = request.body
      const names = check ? withVerdicts([check]) : checkNames
      await db.transaction(async (tx) => {
        // One pending run per application and check (issue 31): a re-run asked while a run of the same
        // checks still waits is coalesced into it (nothing more is queued; the answer shows them pending).
        const pending = await pendingChecksOf(tx, row.id, names)
        if (names.some((name) => !pending.includes(name))) await queueChecks(tx, row.id, names)
      })
      return reply.code(202).send({ checks: await listChecks(db, row.id) })
    },
  })

  routes.post(creditAnalysisPaths.checkOverride, {
    config: { access: analysisWorker },
    schema: {
      tags,
      summary: 'Override a failed check with a reason (audited)',
      params: applicationParamsSchema.extend(checkOverrideParamsSchema.shape),
      body: checkOverrideRequestSchema,
      response: { 200: checksResponseSchema },
    },
    handler: async (request) => {
      const row = await openable(request, request.params.origin, request.params.id)
      if (!isWorkingStage(row.stage)) throw forbidden('wrong_stage', `The application is ${row.stage}`)
      await overrideCheck(db, row, principalOf(request).userId, request.params.check, request.body)
      return { checks: await listChecks(db, row.id) }
    },
  })

  routes.get(creditAnalysisPaths.blacklist, {
    config: { access: analysisReader },
    schema: {
      tags,
      summary: 'The internal blacklist: search, filter by kind, sort and page',
      querystring: blacklistQuerySchema,
      response: { 200: blacklistListSchema },
    },
    handler: (request) => listBlacklist(db, request.query),
  })

  routes.post(creditAnalysisPaths.blacklist, {
    config: { access: manageAll },
    schema: {
      tags,
      summary: 'Add a CURP, RFC, phone, e-mail or name to the blacklist',
      body: blacklistCreateSchema,
      response: { 201: z.object({ id: z.number().int() }) },
    },
    handler: async (request, reply) => {
      const id = await addToBlacklist(db, principalOf(request).userId, request.body)
      return reply.code(201).send({ id })
    },
  })

  routes.delete(creditAnalysisPaths.blacklistEntry, {
    config: { access: manageAll },
    schema: { tags, summary: 'Remove a blacklist entry', params: idParams, response: { 204: z.null() } },
    handler: async (request, reply) => {
      await removeFromBlacklist(db, principalOf(request).userId, request.params.id)
      return reply.code(204).send(null)
    },
  })
}
