import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  type AbilityRule,
  applicationParamsSchema,
  approvalRequestSchema,
  type CreditProduct,
  loanPaymentWriter,
  loanVersionPaths,
  versionFiguresSchema,
  versionParamsSchema,
  versionRequestSchema,
  versionTermsSchema,
} from '@mesa/contracts'
import type { Database } from '../../db/client'
import type { RouteAccess } from '../../lib/route-access'
import { principalOf } from '../auth'
import type { ApplicationRow } from '../credit-applications'
import type { LoanRow } from './loan-record'
import { askVersion, draftVersion, figuresOf } from './loan-versions'
import { scheduleVersionOf } from './loan-versions-view'
import { renderVersionPdf } from './version-pdf'

type LoanOf = (
  request: FastifyRequest,
  params: { origin: CreditProduct; id: number },
  allowed: (rules: AbilityRule[]) => boolean,
) => Promise<{ application: ApplicationRow; loan: LoanRow }>

/** Schedule versions (issue 33): preview, ask (a second person approves), and each version's cover page. */
export function registerLoanVersionRoutes(
  scope: FastifyInstance,
  db: Database,
  loanOf: LoanOf,
  reader: (origin: CreditProduct) => (rules: AbilityRule[]) => boolean,
  anyDetailReader: RouteAccess,
) {
  const routes = scope.withTypeProvider<ZodTypeProvider>()
  const tags = ['loan-servicing']

  routes.post(loanVersionPaths.preview, {
    config: { access: loanPaymentWriter },
    schema: {
      tags,
      summary: "The would-be schedule version's figures and rows, computed now and written nowhere",
      params: applicationParamsSchema,
      body: versionTermsSchema,
      response: { 200: versionFiguresSchema },
    },
    handler: async (request) => {
      const { application, loan } = await loanOf(request, request.params, () => true)
      return figuresOf(await draftVersion(db, loan, application.product, request.body), request.body)
    },
  })

  routes.post(loanVersionPaths.versions, {
    config: { access: loanPaymentWriter },
    schema: {
      tags,
      summary:
        'Ask for a restructure, payment holiday, due-day change or acceleration (a second person approves)',
      params: applicationParamsSchema,
      body: versionRequestSchema,
      response: { 202: approvalRequestSchema },
    },
    handler: async (request, reply) => {
      const { application, loan } = await loanOf(request, request.params, () => true)
      const asked = await askVersion(db, application, loan, principalOf(request).userId, request.body)
      return reply.code(202).send(asked)
    },
  })

  routes.get(loanVersionPaths.pdf, {
    config: { access: anyDetailReader },
    schema: {
      tags,
      summary: "A schedule version's cover page (carátula) with the new terms and schedule, as a PDF",
      params: applicationParamsSchema.extend(versionParamsSchema.shape),
    },
    handler: async (request, reply) => {
      const { application, loan } = await loanOf(request, request.params, reader(request.params.origin))
      const version = await scheduleVersionOf(db, loan, request.params.version)
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="calendario-${application.folio}-v${version.version}.pdf"`,
        )
        .send(
          await renderVersionPdf({
            folio: application.folio,
            applicantName: application.applicantName,
            version,
          }),
        )
    },
  })
}
