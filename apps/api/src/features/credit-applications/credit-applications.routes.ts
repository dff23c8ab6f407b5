import fastifyMultipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  type AbilityRule,
  applicationCapturePermissions,
  applicationDetailSchema,
  applicationListQuerySchema,
  applicationListReader,
  applicationListResponseSchema,
  applicationParamsSchema,
  applicationPaths,
  applicationSectionNameSchema,
  assignmentRequestSchema,
  assignmentsQuerySchema,
  createApplicationRequestSchema,
  createApplicationResponseSchema,
  creditApplicationReadPermissions,
  type CreditProduct,
  creditProducts,
  eligibleOwnersResponseSchema,
  mayOpenCreditApplication,
  pipelineResponseSchema,
  takeNextResponseSchema,
  transitionRequestSchema,
  updateSectionRequestSchema,
  coSignerRequestSchema,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { forbidden } from '../../lib/http-errors'
import { UPLOAD_MAX_BYTES } from '../../lib/uploads'
import { recordSensitiveRead } from '../audit'
import { principalOf } from '../auth'
import { registerCreditApplicationFileRoutes } from './credit-application-file.routes'
import { applicationDetail, loadApplication } from './credit-application-record'
import { listCreditApplications, listAssignments, pipelineSummary } from './credit-applications.queries'
import { CreditApplicationService, eligibleOwners } from './credit-applications.service'
import { duplicateCurpWarnings } from './duplicate-curp'
import { addCoSigner } from './co-signer'
import { takeNextApplication } from './take-next'

const anyDetailReader = {
  anyOf: [
    ...new Map(creditProducts.flatMap(creditApplicationReadPermissions).map((p) => [p.subject, p])).values(),
  ],
}
const anyCapturer = { anyOf: applicationCapturePermissions(creditProducts) }
const tags = ['credit-applications']

export function registerCreditApplicationRoutes(app: FastifyInstance, context: AppContext) {
  const { db, storage } = context
  const service = new CreditApplicationService(db)

  /** Loads the application after checking the caller may read applications of its product, within their scope. */
  const readable = async (request: FastifyRequest, origin: CreditProduct, id: number) => {
    const principal = principalOf(request)
    if (!mayOpenCreditApplication(principal.rules, origin)) throw forbidden()
    return loadApplication(db, origin, id, principal)
  }
  const detailOf = async (request: FastifyRequest, origin: CreditProduct, id: number) =>
    applicationDetail(
      db,
      await loadApplication(db, origin, id, principalOf(request)),
      principalOf(request).rules,
    )
  /** A write on one application the caller may read, answered with the application as it is afterwards. */
  const changeThenDetail = async (
    request: FastifyRequest,
    { origin, id }: { origin: CreditProduct; id: number },
    change: (
      actor: { userId: number; rules: AbilityRule[] },
      row: Awaited<ReturnType<typeof readable>>,
    ) => Promise<unknown>,
  ) => {
    const row = await readable(request, origin, id)
    await change(principalOf(request), row)
    return detailOf(request, origin, id)
  }

  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    })
    const routes = scope.withTypeProvider<ZodTypeProvider>()

    routes.get(applicationPaths.collection, {
      config: { access: applicationListReader },
      schema: {
        tags,
        summary: 'Search, filter, sort and page the applications',
        querystring: applicationListQuerySchema,
        response: { 200: applicationListResponseSchema },
      },
      handler: (request) => listCreditApplications(db, request.query, principalOf(request)),
    })

    routes.get(applicationPaths.assignments, {
      config: { access: applicationListReader },
      schema: {
        tags,
        summary: 'The work queue: mine or the team’s, oldest in stage first',
        querystring: assignmentsQuerySchema,
        response: { 200: applicationListResponseSchema },
      },
      handler: (request) =>
        listAssignments(
          db,
          {
            ...(request.query.scope === 'mine' ? { ownerUserId: principalOf(request).userId } : {}),
            stage: request.query.stage,
          },
          principalOf(request),
        ),
    })

    routes.get(applicationPaths.pipeline, {
      config: { access: applicationListReader },
      schema: { tags, summary: 'Count and amount per stage', response: { 200: pipelineResponseSchema } },
      handler: (request) => pipelineSummary(db, principalOf(request)),
    })

    routes.post(applicationPaths.collection, {
      config: { access: anyCapturer, idempotent: true },
      schema: {
        tags,
        summary: 'Capture a new application (stage captura)',
        body: createApplicationRequestSchema,
        response: { 201: createApplicationResponseSchema },
      },
      handler: async (request, reply) => {
        const created = await service.create(principalOf(request), request.body)
        const detail = await detailOf(request, request.body.product, created.id)
        const warnings = await duplicateCurpWarnings(db, {
          id: created.id,
          allyId: request.body.allyId,
          curp: detail.curp,
        })
        return reply.code(201).send({ ...detail, warnings })
      },
    })

    routes.get(applicationPaths.item, {
      config: { access: anyDetailReader },
      schema: {
        tags,
        summary: 'The application file, with the moves the caller may make',
        params: applicationParamsSchema,
        response: { 200: applicationDetailSchema },
      },
      handler: async (request) => {
        const row = await readable(request, request.params.origin, request.params.id)
        const principal = principalOf(request)
        await recordSensitiveRead(db, {
          actorUserId: principal.userId,
          action: 'credit_application.read',
          entityType: 'credit_application',
          entityId: row.id,
        })
        return applicationDetail(db, row, principal.rules)
      },
    })

    routes.patch(applicationPaths.section, {
      config: { access: anyDetailReader },
      schema: {
        tags,
        summary: 'Update one section of the info area (history records each changed field)',
        params: applicationParamsSchema.extend({ section: applicationSectionNameSchema }),
        body: updateSectionRequestSchema,
        response: { 200: applicationDetailSchema },
      },
      handler: (request) =>
        changeThenDetail(request, request.params, ({ userId, rules }, row) =>
          service.updateSection(userId, rules, row, request.params.section, request.body),
        ),
    })

    routes.post(applicationPaths.coSigner, {
      config: { access: anyDetailReader },
      schema: {
        tags,
        summary:
          'Add the co-signer the committee asked for to the closed references (deliberación, autorización; issue 38)',
        params: applicationParamsSchema,
        body: coSignerRequestSchema,
        response: { 200: applicationDetailSchema },
      },
      handler: (request) =>
        changeThenDetail(request, request.params, ({ userId, rules }, row) =>
          addCoSigner(db, userId, rules, row, request.body),
        ),
    })

    routes.post(applicationPaths.transitions, {
      config: { access: anyDetailReader },
      schema: {
        tags,
        summary: 'Move the application (advance, return, reject, cancel)',
        params: applicationParamsSchema,
        body: transitionRequestSchema,
        response: { 200: applicationDetailSchema },
      },
      handler: (request) =>
        changeThenDetail(request, request.params, ({ userId, rules }, row) =>
          service.transition(userId, rules, row, request.body),
        ),
    })

    routes.post(applicationPaths.assignment, {
      config: { access: anyDetailReader },
      schema: {
        tags,
        summary: 'Take (ownerUserId null) or assign the application',
        params: applicationParamsSchema,
        body: assignmentRequestSchema,
        response: { 200: applicationDetailSchema },
      },
      handler: (request) =>
        changeThenDetail(request, request.params, ({ userId, rules }, row) =>
          service.assign(userId, rules, row, request.body),
        ),
    })

    routes.post(applicationPaths.takeNext, {
      config: { access: applicationListReader },
      schema: {
        tags,
        summary: 'Take the application that has waited longest in the stages the caller works',
        response: { 200: takeNextResponseSchema },
      },
      handler: (request) => takeNextApplication(db, service, principalOf(request)),
    })

    routes.get(applicationPaths.eligibleOwners, {
      config: { access: anyDetailReader },
      schema: {
        tags,
        summary: 'Staff who may own the application in its current stage',
        params: applicationParamsSchema,
        response: { 200: eligibleOwnersResponseSchema },
      },
      handler: async (request) => {
        const row = await readable(request, request.params.origin, request.params.id)
        return { users: await eligibleOwners(db, row) }
      },
    })

    registerCreditApplicationFileRoutes(scope, { db, storage, readable, anyDetailReader })
  })
}
