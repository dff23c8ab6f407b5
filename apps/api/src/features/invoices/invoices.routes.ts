import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  invoicePdfQuerySchema,
  GENERIC_ERROR_MESSAGE,
  TRASH_ENTRY_HEADER,
  INVOICE_NOT_FOUND_MESSAGE,
  invoiceClientsResponseSchema,
  invoiceCreateSchema,
  invoiceBulkRequestSchema,
  invoiceBulkResultSchema,
  invoiceIdParamsSchema,
  invoiceListQuerySchema,
  invoiceListResponseSchema,
  invoicePaths,
  invoiceResponseSchema,
  invoiceSendSchema,
  invoiceUpdateSchema,
  invoicePaymentCreateSchema,
  invoiceAnyRecipient,
  invoiceCreator,
  invoiceDeleter,
  invoiceEditor,
  invoicePaymentRecorder,
  invoiceReader,
  invoiceSender,
  rulesAllow,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import type { Executor } from '../../db/client'
import { notFound } from '../../lib/http-errors'
import { principalOf } from '../auth'
import { paymentDetailsOf } from './invoice-issuer'
import { recordPayment } from './invoice-payments'
import { downloadInvoicePdf, invoicePdfName, sendInvoice } from './invoice-send'
import { listInvoiceClients, listInvoices, loadInvoiceDetail } from './invoices.queries'
import { createInvoice, deleteInvoice, deleteInvoices, updateInvoice } from './invoices.writes'

/**
 * The lender's invoices are the billing staff's (issue 31): each route needs its own right on `Invoices` (read,
 * create, update, send, record_payment, delete); administrators hold them all through `manage all`.
 */
const noInvoice = () => notFound(INVOICE_NOT_FOUND_MESSAGE)

/** The answer of spec §7's detail call: the invoice and where to pay it. */
async function invoiceAnswer(db: Executor, id: number) {
  const invoice = await loadInvoiceDetail(db, id)
  if (!invoice) throw noInvoice()
  return { invoice, paymentDetails: paymentDetailsOf(invoice.balance) }
}

/** Invoices (issue 18): spec §7's clients, list, detail and delete, plus writes, PDF, sending and payments. */
export function registerInvoiceRoutes(app: FastifyInstance, { db, mailer }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['invoices']
  const config = { access: invoiceReader }

  routes.get(invoicePaths.clients, {
    config,
    schema: {
      tags,
      summary: 'The first five clients (spec §7)',
      response: { 200: invoiceClientsResponseSchema },
    },
    handler: async () => listInvoiceClients(db),
  })

  routes.get(invoicePaths.list, {
    config,
    schema: {
      tags,
      summary: 'Invoices (spec §7): q, status, selectedDateRange (inclusive issue dates), sort and paging',
      querystring: invoiceListQuerySchema,
      response: { 200: invoiceListResponseSchema },
    },
    handler: async (request) => listInvoices(db, request.query),
  })

  routes.post(invoicePaths.list, {
    config: { access: invoiceCreator, idempotent: true },
    schema: {
      tags,
      summary: 'Create an invoice (Draft) with its lines; totals with IVA 16 % are computed in centavos',
      body: invoiceCreateSchema,
      response: { 201: invoiceResponseSchema },
    },
    handler: async (request, reply) => {
      const id = await createInvoice(db, request.body, principalOf(request).userId)
      return reply.code(201).send(await invoiceAnswer(db, id))
    },
  })

  routes.get(invoicePaths.item, {
    config,
    schema: {
      tags,
      summary: "An invoice and its payment details (spec §7); 404 'No invoice found with this id'",
      params: invoiceIdParamsSchema,
      response: { 200: invoiceResponseSchema },
    },
    handler: async (request) => invoiceAnswer(db, request.params.id),
  })

  routes.put(invoicePaths.item, {
    config: { access: invoiceEditor },
    schema: {
      tags,
      summary: 'Replace an invoice and its lines; a stale version answers 409',
      params: invoiceIdParamsSchema,
      body: invoiceUpdateSchema,
      response: { 200: invoiceResponseSchema },
    },
    handler: async (request) => {
      const { id } = request.params
      if (!(await updateInvoice(db, id, request.body, principalOf(request).userId))) throw noInvoice()
      return invoiceAnswer(db, id)
    },
  })

  routes.delete(invoicePaths.item, {
    config: { access: invoiceDeleter },
    schema: {
      tags,
      summary: "Delete an invoice (spec §7): 204; unknown, 404 with error 'Something went wrong'",
      params: invoiceIdParamsSchema,
    },
    handler: async (request, reply) => {
      const trashEntry = await deleteInvoice(db, request.params.id, principalOf(request).userId)
      if (trashEntry === null)
        // Spec §8 fixes this answer's `error`; message and code keep the shape of every other error.
        return reply
          .code(404)
          .send({ message: GENERIC_ERROR_MESSAGE, code: 'not_found', error: GENERIC_ERROR_MESSAGE })
      return reply.code(204).header(TRASH_ENTRY_HEADER, String(trashEntry)).send()
    },
  })

  routes.post(invoicePaths.bulk, {
    config: { access: invoiceDeleter },
    schema: {
      tags,
      summary:
        'Move the selected invoices to the trash: all or nothing; 404 when any id is not a live invoice',
      body: invoiceBulkRequestSchema,
      response: { 200: invoiceBulkResultSchema },
    },
    handler: async (request) => {
      const result = await deleteInvoices(db, request.body, principalOf(request).userId)
      if (!result) throw notFound('Some of these invoices do not exist')
      return result
    },
  })

  routes.get(invoicePaths.pdf, {
    config,
    schema: {
      tags,
      summary:
        "The invoice as a PDF (a Draft becomes Downloaded), in ?lang= or the user's language (Arabic prints in English)",
      params: invoiceIdParamsSchema,
      querystring: invoicePdfQuerySchema,
    },
    handler: async (request, reply) => {
      const { id } = request.params
      const pdf = await downloadInvoicePdf(db, id, principalOf(request).userId, request.query.lang)
      if (!pdf) throw noInvoice()
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${invoicePdfName(id)}"`)
        .send(pdf)
    },
  })

  routes.post(invoicePaths.send, {
    config: { access: invoiceSender },
    schema: {
      tags,
      summary:
        "Send the invoice by e-mail with its PDF to the client's company e-mail; another `to` needs `send invoice_recipients` (403 recipient_not_allowed)",
      params: invoiceIdParamsSchema,
      body: invoiceSendSchema,
      response: { 200: invoiceResponseSchema },
    },
    handler: async (request) => {
      const { id } = request.params
      const sender = principalOf(request)
      const sent = await sendInvoice(db, mailer, id, request.body, {
        userId: sender.userId,
        mayChooseRecipient: rulesAllow(sender.rules, invoiceAnyRecipient),
      })
      if (!sent) throw noInvoice()
      return invoiceAnswer(db, id)
    },
  })

  routes.post(invoicePaths.payments, {
    config: { access: invoicePaymentRecorder, idempotent: true },
    schema: {
      tags,
      summary: 'Record a payment: balance and status (Partial Payment, Paid) follow; stale version 409',
      params: invoiceIdParamsSchema,
      body: invoicePaymentCreateSchema,
      response: { 201: invoiceResponseSchema },
    },
    handler: async (request, reply) => {
      const { id } = request.params
      if (!(await recordPayment(db, id, request.body, principalOf(request).userId))) throw noInvoice()
      return reply.code(201).send(await invoiceAnswer(db, id))
    },
  })
}
