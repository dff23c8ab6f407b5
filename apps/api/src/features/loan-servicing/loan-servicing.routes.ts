import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  type AbilityRule,
  applicationListReader,
  applicationParamsSchema,
  applyCreditRequestSchema,
  approvalRequestSchema,
  creditApplicationReadPermissions,
  type CreditProduct,
  creditProducts,
  loanDetailSchema,
  loanListQuerySchema,
  loanListResponseSchema,
  loanQuerySchema,
  loanPaths,
  loanPaymentWriter,
  mayReadLoan,
  paymentParamsSchema,
  paymentRequestSchema,
  payoffQuerySchema,
  payoffQuoteSchema,
  provisionReportQuerySchema,
  provisionReportSchema,
  refundRequestSchema,
  reversalRequestSchema,
  statementParamsSchema,
  statementSchema,
  writeOffRequestSchema,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { forbidden, staleVersion } from '../../lib/http-errors'
import { principalOf } from '../auth'
import { businessDateOf } from '../business-date'
import { loadApplication } from '../credit-applications'
import { registerPayment, requireLoan } from './loan-payments'
import { reversePayment } from './loan-payment-reversal'
import { loanDetail, payoffQuote, statementOf } from './loan-view'
import { requireLoanRead } from './loan-read'
import { listLoans } from './loans-list'
import { applicationById, applyCredit } from './loan-credit'
import { askRefund, askReversal } from './loan-approvals'
import { renderStatementPdf } from './statement-pdf'
import { registerLoanVersionRoutes } from './loan-versions.routes'
import { registerWelcomeLetterRoute } from './welcome-letter.routes'
import { askWriteOff } from './loan-write-off'
import { provisionReport } from './loan-provisions'

const anyDetailReader = {
  anyOf: [
    ...new Map(
      creditProducts.flatMap(creditApplicationReadPermissions).map((p) => [`${p.action}:${p.subject}`, p]),
    ).values(),
  ],
}
/** The portfolio list is the screen's permission (spec: /apps/solicitudes/loans reads Documentos). */
const tags = ['loan-servicing']

/** Loan servicing (issue 16): the loan of an active application, its payments, statements and the portfolio. */
export function registerLoanServicingRoutes(app: FastifyInstance, { db }: AppContext) {
  /** The application (row scope: 404 outside it) and its loan, after `allowed` said yes (else 403). */
  const loanOf = async (
    request: FastifyRequest,
    { origin, id }: { origin: CreditProduct; id: number },
    allowed: (rules: AbilityRule[]) => boolean,
  ) => {
    const principal = principalOf(request)
    if (!allowed(principal.rules)) throw forbidden()
    const application = await loadApplication(db, origin, id, principal)
    return { application, loan: await requireLoan(db, application) }
  }
  /** The same, with the loan and its ledger read once for the whole request (issue 33). */
  const loanReadOf = async (
    request: FastifyRequest,
    params: { origin: CreditProduct; id: number },
    allowed: (rules: AbilityRule[]) => boolean,
  ) => {
    const principal = principalOf(request)
    if (!allowed(principal.rules)) throw forbidden()
    const application = await loadApplication(db, params.origin, params.id, principal)
    return { application, read: await requireLoanRead(db, application) }
  }
  const reader = (origin: CreditProduct) => (rules: AbilityRule[]) => mayReadLoan(rules, origin)

  app.register(async (scope) => {
    const routes = scope.withTypeProvider<ZodTypeProvider>()

    routes.get(loanPaths.list, {
      config: { access: applicationListReader },
      schema: {
        tags,
        summary: 'The loan portfolio: figures, filters by bucket, ally and status, paging, totals',
        querystring: loanListQuerySchema,
        response: { 200: loanListResponseSchema },
      },
      handler: (request) => listLoans(db, request.query, principalOf(request)),
    })

    routes.get(loanPaths.provisions, {
      config: { access: applicationListReader },
      schema: {
        tags,
        summary: 'Loss provisions as of a date (PD × SP × EI) by arrears bucket, with totals',
        querystring: provisionReportQuerySchema,
        response: { 200: provisionReportSchema },
      },
      handler: (request) => provisionReport(db, request.query, principalOf(request)),
    })

    routes.post(loanPaths.writeOff, {
      config: { access: loanPaymentWriter },
      schema: {
        tags,
        summary: 'Ask to write the loan off (castigo), with a reason: a second person approves',
        params: applicationParamsSchema,
        body: writeOffRequestSchema,
        response: { 202: approvalRequestSchema },
      },
      handler: async (request, reply) => {
        const { application, loan } = await loanOf(request, request.params, () => true)
        const asked = await askWriteOff(db, application, loan, principalOf(request).userId, request.body)
        return reply.code(202).send(asked)
      },
    })

    routes.get(loanPaths.loan, {
      config: { access: anyDetailReader },
      schema: {
        tags,
        summary:
          "The application's loan as of a date (today when absent): schedule, payments with their allocation, figures",
        params: applicationParamsSchema,
        querystring: loanQuerySchema,
        response: { 200: loanDetailSchema },
      },
      handler: async (request) => {
        const { application, read } = await loanReadOf(request, request.params, reader(request.params.origin))
        return loanDetail(db, read, application, request.query.asOf)
      },
    })

    routes.post(loanPaths.payments, {
      config: { access: loanPaymentWriter, idempotent: true },
      schema: {
        tags,
        summary: 'Register a payment (applied in the contract order; a zero balance liquidates the loan)',
        params: applicationParamsSchema,
        body: paymentRequestSchema,
        response: { 201: loanDetailSchema },
      },
      handler: async (request, reply) => {
        const { application, read } = await loanReadOf(request, request.params, () => true)
        const { userId, userData } = principalOf(request)
        const after = await registerPayment(
          db,
          application,
          read,
          { userId, fullName: userData.fullName },
          request.body,
        )
        return reply.code(201).send(await loanDetail(db, after, application))
      },
    })

    routes.post(loanPaths.reversal, {
      config: { access: loanPaymentWriter },
      schema: {
        tags,
        summary: 'Reverse a wrongly registered payment, with a reason (the ledger is replayed without it)',
        params: paymentParamsSchema,
        body: reversalRequestSchema,
        response: { 200: loanDetailSchema, 202: approvalRequestSchema },
      },
      handler: async (request, reply) => {
        const { application, loan } = await loanOf(request, request.params, () => true)
        const { userId } = principalOf(request)
        // A paid-off loan's payment is reversed only once a second person approves (four eyes).
        if (loan.status === 'paid_off') {
          if (loan.version !== request.body.version) throw staleVersion()
          const asked = await askReversal(
            db,
            application,
            loan,
            userId,
            request.params.paymentId,
            request.body,
          )
          return reply.code(202).send(asked)
        }
        await reversePayment(db, application, userId, request.params.paymentId, request.body)
        return reply.code(200).send(await loanDetail(db, await requireLoanRead(db, application), application))
      },
    })

    routes.post(loanPaths.refund, {
      config: { access: loanPaymentWriter },
      schema: {
        tags,
        summary:
          'Refund credit to the customer: the outgoing transfer with its reference (a second person approves)',
        params: applicationParamsSchema,
        body: refundRequestSchema,
        response: { 202: approvalRequestSchema },
      },
      handler: async (request, reply) => {
        const { application, loan } = await loanOf(request, request.params, () => true)
        const asked = await askRefund(db, application, loan, principalOf(request).userId, request.body)
        return reply.code(202).send(asked)
      },
    })

    routes.post(loanPaths.applyCredit, {
      config: { access: loanPaymentWriter },
      schema: {
        tags,
        summary: 'Apply credit to another active loan of the same customer (a payment on it, today)',
        params: applicationParamsSchema,
        body: applyCreditRequestSchema,
        response: { 200: loanDetailSchema },
      },
      handler: async (request) => {
        const principal = principalOf(request)
        const { application } = await loanOf(request, request.params, () => true)
        const target = await applicationById(db, request.body.targetApplicationId, principal)
        await applyCredit(db, application, target, principal.userId, request.body)
        return loanDetail(db, await requireLoanRead(db, application), application)
      },
    })

    routes.get(loanPaths.payoff, {
      config: { access: anyDetailReader },
      schema: {
        tags,
        summary:
          'What settles the loan on a date (`on` or `asOf`, today when absent): principal, interest to the day with IVA, late interest',
        params: applicationParamsSchema,
        querystring: payoffQuerySchema,
        response: { 200: payoffQuoteSchema },
      },
      handler: async (request) => {
        const { read } = await loanReadOf(request, request.params, reader(request.params.origin))
        const { on, asOf } = request.query
        return on
          ? payoffQuote(read, on, 'on')
          : payoffQuote(read, asOf ?? (await businessDateOf(db)), 'asOf')
      },
    })

    routes.get(loanPaths.statement, {
      config: { access: anyDetailReader },
      schema: {
        tags,
        summary: 'The statement (estado de cuenta) of a month, YYYY-MM',
        params: statementParamsSchema,
        response: { 200: statementSchema },
      },
      handler: async (request) => {
        const { application, read } = await loanReadOf(request, request.params, reader(request.params.origin))
        return statementOf(db, application, read, request.params.period, await businessDateOf(db))
      },
    })

    routes.get(loanPaths.statementPdf, {
      config: { access: anyDetailReader },
      schema: {
        tags,
        summary: 'The statement of a month as a PDF',
        params: statementParamsSchema,
      },
      handler: async (request, reply) => {
        const { application, read } = await loanReadOf(request, request.params, reader(request.params.origin))
        const statement = await statementOf(
          db,
          application,
          read,
          request.params.period,
          await businessDateOf(db),
        )
        return reply
          .type('application/pdf')
          .header(
            'content-disposition',
            `attachment; filename="estado-de-cuenta-${statement.folio}-${statement.period}.pdf"`,
          )
          .send(await renderStatementPdf(statement))
      },
    })

    registerLoanVersionRoutes(scope, db, loanOf, reader, anyDetailReader)
    registerWelcomeLetterRoute(scope, db, loanReadOf, reader, anyDetailReader)
  })
}
