import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  accountingManager,
  accountingReader,
  cfdiActionSchema,
  cfdiListQuerySchema,
  cfdiListResponseSchema,
  cfdiParamsSchema,
  cfdiPaths,
  cfdiSchema,
  creditApplicationReadPermissions,
  creditProducts,
  applicationParamsSchema,
  loanCfdiResponseSchema,
  mayReadLoan,
  rulesAllow,
} from '@mesa/contracts'
import { sendDownload } from '../../../lib/uploads'
import type { AppContext } from '../../../app-context'
import { conflict, forbidden } from '../../../lib/http-errors'
import { principalOf } from '../../auth'
import { loadApplication } from '../../credit-applications'
import { cfdiOfApplication, cfdiRowFor, cfdiOf, listCfdi } from './cfdi-read'
import { cfdiFileName, cfdiPdfOf } from './cfdi-stamp'
import { resendCfdi, retryCfdi } from './cfdi-actions'

const tags = ['accounting']

/** Whoever reads a loan of some product (its page's CFDI section and downloads). */
const loanReaders = [
  ...new Map(
    creditProducts.flatMap(creditApplicationReadPermissions).map((p) => [`${p.action}:${p.subject}`, p]),
  ).values(),
]
const downloaders = { anyOf: [accountingReader, ...loanReaders] }

/** CFDI of interest and fees (issue 34 item 5): the books' list and one invoice, downloads, resend, retry. */
export function registerCfdiRoutes(app: FastifyInstance, { db }: AppContext) {
  /**
   * The invoice a download asks for: within the viewer's row scope (404 outside it); an accounting reader
   * downloads any, anyone else only the invoices of a product whose loans they read (403).
   */
  const downloadable = async (request: FastifyRequest, cfdiId: number) => {
    const principal = principalOf(request)
    const row = await cfdiRowFor(db, cfdiId, principal)
    if (!rulesAllow(principal.rules, accountingReader) && !mayReadLoan(principal.rules, row.product))
      throw forbidden()
    return row
  }

  app.register(async (scope) => {
    const routes = scope.withTypeProvider<ZodTypeProvider>()

    routes.get(cfdiPaths.list, {
      config: { access: accountingReader },
      schema: {
        tags,
        summary: "The CFDI of payments' interest and fees: filters by loan, status, days issued and UUID",
        querystring: cfdiListQuerySchema,
        response: { 200: cfdiListResponseSchema },
      },
      handler: (request) => listCfdi(db, request.query, principalOf(request)),
    })

    routes.get(cfdiPaths.one, {
      config: { access: accountingReader },
      schema: { tags, summary: 'One CFDI', params: cfdiParamsSchema, response: { 200: cfdiSchema } },
      handler: async (request) => cfdiOf(await cfdiRowFor(db, request.params.cfdiId, principalOf(request))),
    })

    routes.get(cfdiPaths.xml, {
      config: { access: downloaders },
      schema: { tags, summary: 'The stamped CFDI as XML', params: cfdiParamsSchema },
      handler: async (request, reply) => {
        const row = await downloadable(request, request.params.cfdiId)
        if (!row.xml) throw conflict('wrong_stage', 'This CFDI is not stamped')
        const fileName = cfdiFileName(row, 'xml')
        return sendDownload(reply, { fileName, contentType: 'application/xml; charset=utf-8' }, row.xml)
      },
    })

    routes.get(cfdiPaths.pdf, {
      config: { access: downloaders },
      schema: { tags, summary: 'The stamped CFDI printed (PDF)', params: cfdiParamsSchema },
      handler: async (request, reply) => {
        const row = await downloadable(request, request.params.cfdiId)
        if (!row.xml) throw conflict('wrong_stage', 'This CFDI is not stamped')
        const fileName = cfdiFileName(row, 'pdf')
        return sendDownload(reply, { fileName, contentType: 'application/pdf' }, await cfdiPdfOf(row))
      },
    })

    routes.post(cfdiPaths.resend, {
      config: { access: accountingManager },
      schema: {
        tags,
        summary: "Send a stamped CFDI to the customer's address again",
        params: cfdiParamsSchema,
        body: cfdiActionSchema,
        response: { 200: cfdiSchema },
      },
      handler: async (request) => {
        const principal = principalOf(request)
        await cfdiRowFor(db, request.params.cfdiId, principal)
        return resendCfdi(db, request.params.cfdiId, request.body.version, principal.userId)
      },
    })

    routes.post(cfdiPaths.retry, {
      config: { access: accountingManager },
      schema: {
        tags,
        summary: "Stamp again a CFDI the PAC refused (rebuilt from today's lender and customer data)",
        params: cfdiParamsSchema,
        body: cfdiActionSchema,
        response: { 200: cfdiSchema },
      },
      handler: async (request) => {
        const principal = principalOf(request)
        await cfdiRowFor(db, request.params.cfdiId, principal)
        return retryCfdi(db, request.params.cfdiId, request.body.version, principal.userId)
      },
    })

    routes.get(cfdiPaths.ofLoan, {
      config: { access: { anyOf: loanReaders } },
      schema: {
        tags,
        summary: "A loan's CFDI (its page's section)",
        params: applicationParamsSchema,
        response: { 200: loanCfdiResponseSchema },
      },
      handler: async (request) => {
        const principal = principalOf(request)
        if (!mayReadLoan(principal.rules, request.params.origin)) throw forbidden()
        const application = await loadApplication(db, request.params.origin, request.params.id, principal)
        return { items: await cfdiOfApplication(db, application.id) }
      },
    })
  })
}
