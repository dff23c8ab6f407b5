import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  answerSheetSchema,
  applicationParamsSchema,
  authorisationRequestSchema,
  authorisationResponseSchema,
  committeeMember,
  committeeResponseSchema,
  conditionMetRequestSchema,
  conditionParamsSchema,
  creditApplicationReadPermissions,
  creditDecisionPaths,
  creditProducts,
  decisionReaders,
  deliberationResumeSchema,
  mayAuthoriseTerms,
  mayReadAnswerSheet,
  mayReadDeliberation,
  mayVoteInCommittee,
  voteRequestSchema,
  type AbilityRule,
  type CreditProduct,
  type Permission,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { principalOf } from '../auth'
import { loadPermittedApplication } from '../credit-applications'
import { answerSheetOf } from './answer-sheet'
import { renderAnswerSheetPdf } from './answer-sheet-pdf'
import { authorisationView, authoriseTerms } from './authorisation'
import { castVote, committeeView } from './committee'
import { markConditionMet } from './conditions'
import { deliberationResume } from './deliberation'

const distinct = (permissions: Permission[]) => [
  ...new Map(permissions.map((p) => [`${p.action}:${p.subject}`, p])).values(),
]
/** The ally's side reads the authorised terms and the letter too (row scope still applies). */
const anyLetterReader = {
  anyOf: distinct([...creditProducts.flatMap(creditApplicationReadPermissions), ...decisionReaders]),
}
const tags = ['credit-decision']

/** The credit decision (issue 14): deliberation resume, committee votes, conditions, authorisation, AnswerSheet. */
export function registerCreditDecisionRoutes(app: FastifyInstance, { db }: AppContext) {
  /** The application within the caller's row scope (404 outside it), after `allowed` said yes (else 403). */
  const application = (
    request: FastifyRequest,
    params: { origin: CreditProduct; id: number },
    allowed: (rules: AbilityRule[], product: CreditProduct) => boolean,
  ) => loadPermittedApplication(db, principalOf(request), params, allowed)

  app.register(async (scope) => {
    const routes = scope.withTypeProvider<ZodTypeProvider>()

    routes.get(creditDecisionPaths.deliberation, {
      config: { access: { anyOf: decisionReaders } },
      schema: {
        tags,
        summary: "The committee's resume: contact, visit, capacity, bureau, checks and documents",
        params: applicationParamsSchema,
        response: { 200: deliberationResumeSchema },
      },
      handler: async (request) =>
        deliberationResume(db, await application(request, request.params, mayReadDeliberation)),
    })

    routes.get(creditDecisionPaths.committee, {
      config: { access: { anyOf: decisionReaders } },
      schema: {
        tags,
        summary: "The committee's rule, votes, decision and conditions",
        params: applicationParamsSchema,
        response: { 200: committeeResponseSchema },
      },
      handler: async (request) =>
        committeeView(db, await application(request, request.params, mayReadDeliberation)),
    })

    routes.post(creditDecisionPaths.votes, {
      config: { access: committeeMember },
      schema: {
        tags,
        summary: 'Cast one committee vote (deliberación); the vote that reaches quorum records the decision',
        params: applicationParamsSchema,
        body: voteRequestSchema,
        response: { 201: committeeResponseSchema },
      },
      handler: async (request, reply) => {
        const row = await application(request, request.params, mayVoteInCommittee)
        await castVote(db, row, principalOf(request).userId, request.body)
        return reply.code(201).send(await committeeView(db, row))
      },
    })

    routes.post(creditDecisionPaths.conditionMet, {
      config: { access: committeeMember },
      schema: {
        tags,
        summary: "Mark one of the decision's conditions met, with the evidence",
        params: conditionParamsSchema,
        body: conditionMetRequestSchema,
        response: { 200: committeeResponseSchema },
      },
      handler: async (request) => {
        const row = await application(request, request.params, mayAuthoriseTerms)
        await markConditionMet(db, row, request.params.conditionId, principalOf(request).userId, request.body)
        return committeeView(db, row)
      },
    })

    routes.get(creditDecisionPaths.authorisation, {
      config: { access: anyLetterReader },
      schema: {
        tags,
        summary: 'The authorised terms in force with their schedule, the earlier ones and my authority limit',
        params: applicationParamsSchema,
        response: { 200: authorisationResponseSchema },
      },
      handler: async (request) => {
        const row = await application(request, request.params, mayReadAnswerSheet)
        return authorisationView(db, row, principalOf(request).userData.role)
      },
    })

    routes.post(creditDecisionPaths.authorisation, {
      config: { access: committeeMember },
      schema: {
        tags,
        summary:
          'Authorise the final terms (autorización) within the policy and the caller’s authority limit',
        params: applicationParamsSchema,
        body: authorisationRequestSchema,
        response: { 201: authorisationResponseSchema },
      },
      handler: async (request, reply) => {
        const row = await application(request, request.params, mayAuthoriseTerms)
        const { userId, userData } = principalOf(request)
        await authoriseTerms(db, row, { userId, roleName: userData.role }, request.body)
        return reply.code(201).send(await authorisationView(db, row, userData.role))
      },
    })

    routes.get(creditDecisionPaths.answerSheet, {
      config: { access: anyLetterReader },
      schema: {
        tags,
        summary: 'The AnswerSheet: the decision letter to the ally',
        params: applicationParamsSchema,
        response: { 200: answerSheetSchema },
      },
      handler: async (request) =>
        answerSheetOf(db, await application(request, request.params, mayReadAnswerSheet)),
    })

    routes.get(creditDecisionPaths.answerSheetPdf, {
      config: { access: anyLetterReader },
      schema: { tags, summary: 'The AnswerSheet as a PDF', params: applicationParamsSchema },
      handler: async (request, reply) => {
        const row = await application(request, request.params, mayReadAnswerSheet)
        const pdf = await renderAnswerSheetPdf(await answerSheetOf(db, row))
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="hoja-de-respuesta-${row.folio}.pdf"`)
          .send(pdf)
      },
    })
  })
}
