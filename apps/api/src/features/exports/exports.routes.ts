import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  allyListQuerySchema,
  applicationListQuerySchema,
  csvExportLabelsParamSchema,
  contractListQuerySchema,
  contractReader,
  type ContractListItem,
  exportPaths,
  xlsxExportPath,
  invoiceListFilterSchema,
  ticketListQuerySchema,
  customerRecordListQuerySchema,
  customerRecordReader,
  loanListQuerySchema,
  fundingListQuerySchema,
  fundingReader,
  type FundingListItem,
  type LoanListItem,
  ticketReaderPermissions,
  userListQuerySchema,
  type AllyListItem,
  type ApplicationListItem,
  type InvoiceListItem,
  type Permission,
  type TicketListItem,
  type CustomerRecordListItem,
  type UserListItem,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { principalOf } from '../auth'
import { listAllies } from '../allies'
import { listCreditApplications } from '../credit-applications'
import { listInvoices } from '../invoices'
import { listUsers } from '../users'
import { listTickets } from '../tickets'
import { listCustomers } from '../customers'
import { listLoans } from '../loan-servicing'
import { listContracts } from '../contracts'
import { listFunding } from '../funding'
import { exportStream, listExport, type ExportColumn, type ListExport } from './csv-stream'

/**
 * Exports are the costliest reads a person can ask for: 5 per minute per user, on top of the general
 * per-user budget. Shared by every instance on PostgreSQL, like every limiter here (lib/user-rate-limit.ts).
 */
const exportRateLimit = {
  max: 5,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => `export:${request.principal?.userId ?? request.ip}`,
}

const allyColumns: ExportColumn<AllyListItem>[] = [
  { key: 'id', value: (ally) => ally.id },
  { key: 'allyName', value: (ally) => ally.allyName },
  { key: 'regionName', value: (ally) => ally.regionName },
  { key: 'zoneName', value: (ally) => ally.zoneName },
  { key: 'type', value: (ally) => ally.type },
  { key: 'seller', value: (ally) => ally.seller },
  { key: 'supervisor', value: (ally) => ally.supervisor },
  { key: 'created', value: (ally) => ally.created },
  { key: 'status', value: (ally) => ally.status, coded: true },
  { key: 'active', value: (ally) => ally.active, coded: true },
]

const fundingColumns: ExportColumn<FundingListItem>[] = [
  { key: 'folio', value: (row) => row.folio },
  { key: 'applicantName', value: (row) => row.applicantName },
  { key: 'allyName', value: (row) => row.allyName },
  { key: 'product', value: (row) => row.origin, coded: true },
  { key: 'status', value: (row) => row.status, coded: true },
  { key: 'amount', value: (row) => (row.amountCents === null ? '' : (row.amountCents / 100).toFixed(2)) },
  { key: 'funder', value: (row) => row.funder?.name ?? '' },
  { key: 'line', value: (row) => row.lineName ?? '' },
  { key: 'statusDate', value: (row) => row.statusDate },
  { key: 'speiReference', value: (row) => row.speiReference ?? '' },
]

const contractColumns: ExportColumn<ContractListItem>[] = [
  { key: 'number', value: (contract) => contract.number },
  { key: 'version', value: (contract) => contract.version },
  { key: 'status', value: (contract) => contract.status, coded: true },
  { key: 'folio', value: (contract) => contract.folio },
  { key: 'product', value: (contract) => contract.product, coded: true },
  { key: 'applicantName', value: (contract) => contract.applicantName },
  { key: 'allyName', value: (contract) => contract.allyName },
  { key: 'amount', value: (contract) => (contract.amountCents / 100).toFixed(2) },
  { key: 'payment', value: (contract) => (contract.paymentCents / 100).toFixed(2) },
  { key: 'cat', value: (contract) => contract.catPct.toFixed(1) },
  { key: 'generatedAt', value: (contract) => contract.generatedAt },
  { key: 'signedOn', value: (contract) => contract.signedOn },
]

const userColumns: ExportColumn<UserListItem>[] = [
  { key: 'fullName', value: (user) => user.fullName },
  { key: 'username', value: (user) => user.username },
  { key: 'email', value: (user) => user.email },
  { key: 'role', value: (user) => user.role },
  { key: 'currentPlan', value: (user) => user.currentPlan },
  { key: 'billing', value: (user) => user.billing },
  { key: 'status', value: (user) => user.status, coded: true },
]

const applicationColumns: ExportColumn<ApplicationListItem>[] = [
  { key: 'folio', value: (row) => row.folio },
  { key: 'applicantName', value: (row) => row.applicantName },
  { key: 'curp', value: (row) => row.curp },
  { key: 'mobilePhone', value: (row) => row.mobilePhone },
  { key: 'product', value: (row) => row.product, coded: true },
  { key: 'allyName', value: (row) => row.allyName },
  { key: 'requestedAmount', value: (row) => (row.requestedAmountCents / 100).toFixed(2) },
  { key: 'stage', value: (row) => row.stage, coded: true },
  { key: 'owner', value: (row) => row.owner?.fullName ?? '' },
  { key: 'hoursInStage', value: (row) => Math.floor(row.hoursInStage) },
  { key: 'overdue', value: (row) => row.overdue, coded: true },
  { key: 'createdAt', value: (row) => row.createdAt },
]

const invoiceColumns: ExportColumn<InvoiceListItem>[] = [
  { key: 'id', value: (row) => row.id },
  { key: 'client', value: (row) => row.client.name },
  { key: 'company', value: (row) => row.client.company },
  { key: 'companyEmail', value: (row) => row.client.companyEmail },
  { key: 'service', value: (row) => row.service, coded: true },
  { key: 'issuedDate', value: (row) => row.issuedDate },
  { key: 'dueDate', value: (row) => row.dueDate },
  { key: 'total', value: (row) => (row.total / 100).toFixed(2) },
  { key: 'balance', value: (row) => (row.balance / 100).toFixed(2) },
  { key: 'invoiceStatus', value: (row) => row.invoiceStatus, coded: true },
]

const ticketColumns: ExportColumn<TicketListItem>[] = [
  { key: 'id', value: (row) => row.id },
  { key: 'subject', value: (row) => row.subject },
  { key: 'folio', value: (row) => row.application.folio },
  { key: 'applicant', value: (row) => row.application.applicantName },
  { key: 'category', value: (row) => row.category, coded: true },
  { key: 'priority', value: (row) => row.priority, coded: true },
  { key: 'status', value: (row) => row.status, coded: true },
  { key: 'assignee', value: (row) => row.assignee?.fullName ?? '' },
  { key: 'dueAt', value: (row) => row.dueAt },
  { key: 'overdue', value: (row) => row.overdue, coded: true },
]

const loanColumns: ExportColumn<LoanListItem>[] = [
  { key: 'folio', value: (row) => row.folio },
  { key: 'applicantName', value: (row) => row.applicantName },
  { key: 'allyName', value: (row) => row.allyName },
  { key: 'status', value: (row) => row.status, coded: true },
  { key: 'principal', value: (row) => (row.principalCents / 100).toFixed(2) },
  { key: 'balance', value: (row) => (row.balanceCents / 100).toFixed(2) },
  { key: 'nextDueDate', value: (row) => row.nextDueDate ?? '' },
  { key: 'nextDue', value: (row) => (row.nextDueCents / 100).toFixed(2) },
  { key: 'daysPastDue', value: (row) => row.daysPastDue },
  { key: 'bucket', value: (row) => row.bucket, coded: true },
  { key: 'disbursedOn', value: (row) => row.disbursedOn },
  { key: 'funder', value: (row) => row.funder?.name ?? '' },
]

const customerColumns: ExportColumn<CustomerRecordListItem>[] = [
  { key: 'id', value: (row) => row.id },
  { key: 'fullName', value: (row) => row.fullName },
  { key: 'curp', value: (row) => row.curp },
  { key: 'rfc', value: (row) => row.rfc },
  { key: 'phone', value: (row) => row.phone },
  { key: 'email', value: (row) => row.email },
  { key: 'state', value: (row) => row.state },
  { key: 'applicationCount', value: (row) => row.applicationCount },
]

/** The list as the route asks: `/export.xlsx` writes a workbook, `/export.csv` a CSV; both streamed. */
const sendExport = (request: FastifyRequest, reply: FastifyReply, baseName: string, source: ListExport) => {
  const xlsx = request.routeOptions.url?.endsWith('.xlsx') ?? false
  return reply
    .type(
      xlsx ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8',
    )
    .header('content-disposition', `attachment; filename="${baseName}.${xlsx ? 'xlsx' : 'csv'}"`)
    .send(exportStream(source, xlsx ? 'xlsx' : 'csv'))
}

/**
 * GET <list>/export.csv and <list>/export.xlsx: the whole filtered list as CSV or XLSX, with the list's access, filters, sort and —
 * because it calls the list's own query — the same row-level scope as the list.
 */
export function registerExportRoutes(app: FastifyInstance, { db }: AppContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  // Every export is registered twice, as `/export.csv` and `/export.xlsx`, with one handler and one access.
  const routes = {
    get: ((path: string, options: Parameters<typeof typed.get>[1]) => {
      typed.get(path, options)
      typed.get(xlsxExportPath(path), options)
      return typed
    }) as unknown as typeof typed.get,
  }
  const tags = ['exports']

  routes.get(exportPaths.allies, {
    config: { access: { action: 'read', subject: 'Aliados' }, rateLimit: exportRateLimit },
    schema: {
      tags,
      summary: 'The filtered allies list as CSV (streamed)',
      querystring: allyListQuerySchema.extend({ labels: csvExportLabelsParamSchema }),
    },
    handler: async (request, reply) => {
      const { labels, ...query } = request.query
      const viewer = principalOf(request)
      return sendExport(
        request,
        reply,
        'aliados',
        listExport(allyColumns, labels, async (page, itemsPerPage) => {
          const answer = await listAllies(db, { ...query, page, itemsPerPage }, viewer)
          return { rows: answer.products, total: answer.total }
        }),
      )
    },
  })

  routes.get(exportPaths.users, {
    config: { access: { action: 'read', subject: 'Users' }, rateLimit: exportRateLimit },
    schema: {
      tags,
      summary: 'The filtered users list as CSV (streamed)',
      querystring: userListQuerySchema.extend({ labels: csvExportLabelsParamSchema }),
    },
    handler: async (request, reply) => {
      const { labels, ...query } = request.query
      return sendExport(
        request,
        reply,
        'usuarios',
        listExport(userColumns, labels, async (page, itemsPerPage) => {
          const answer = await listUsers(db, { ...query, page, itemsPerPage })
          return { rows: answer.users, total: answer.totalUsers }
        }),
      )
    },
  })

  routes.get(exportPaths.invoices, {
    // Spec §2 puts the invoice screens behind no ability rule: any signed-in user (as the list itself).
    config: { access: 'signed-in', rateLimit: exportRateLimit },
    schema: {
      tags,
      summary: 'The filtered invoice list as CSV (streamed)',
      querystring: invoiceListFilterSchema.extend({ labels: csvExportLabelsParamSchema }),
    },
    handler: async (request, reply) => {
      const { labels, ...query } = request.query
      return sendExport(
        request,
        reply,
        'facturas',
        listExport(invoiceColumns, labels, async (page, itemsPerPage) => {
          const answer = await listInvoices(db, { ...query, page, itemsPerPage })
          return { rows: answer.invoices, total: answer.totalInvoices }
        }),
      )
    },
  })

  const readDocumentos: Permission = { action: 'read', subject: 'Documentos' }
  routes.get(exportPaths.applications, {
    config: { access: readDocumentos, rateLimit: exportRateLimit },
    schema: {
      tags,
      summary: 'The filtered applications list as CSV (streamed)',
      querystring: applicationListQuerySchema.extend({ labels: csvExportLabelsParamSchema }),
    },
    handler: async (request, reply) => {
      const { labels, ...query } = request.query
      const viewer = principalOf(request)
      return sendExport(
        request,
        reply,
        'solicitudes',
        listExport(applicationColumns, labels, async (page, itemsPerPage) => {
          const answer = await listCreditApplications(db, { ...query, page, itemsPerPage }, viewer)
          return { rows: answer.applications, total: answer.total }
        }),
      )
    },
  })

  routes.get(exportPaths.loans, {
    config: { access: readDocumentos, rateLimit: exportRateLimit },
    schema: {
      tags,
      summary: 'The filtered loan portfolio as CSV (streamed)',
      querystring: loanListQuerySchema.extend({ labels: csvExportLabelsParamSchema }),
    },
    handler: async (request, reply) => {
      const { labels, ...query } = request.query
      const viewer = principalOf(request)
      return sendExport(
        request,
        reply,
        'cartera',
        listExport(loanColumns, labels, async (page, itemsPerPage) => {
          const answer = await listLoans(db, { ...query, page, itemsPerPage }, viewer)
          return { rows: answer.loans, total: answer.total }
        }),
      )
    },
  })

  routes.get(exportPaths.contracts, {
    config: { access: contractReader, rateLimit: exportRateLimit },
    schema: {
      tags,
      summary: 'The filtered contracts as CSV (streamed)',
      querystring: contractListQuerySchema.extend({ labels: csvExportLabelsParamSchema }),
    },
    handler: async (request, reply) => {
      const { labels, ...query } = request.query
      const viewer = principalOf(request)
      return sendExport(
        request,
        reply,
        'contratos',
        listExport(contractColumns, labels, async (page, itemsPerPage) => {
          const answer = await listContracts(db, { ...query, page, itemsPerPage }, viewer)
          return { rows: answer.contracts, total: answer.total }
        }),
      )
    },
  })

  routes.get(exportPaths.funding, {
    config: { access: fundingReader, rateLimit: exportRateLimit },
    schema: {
      tags,
      summary: 'The applications by funding status as CSV (streamed)',
      querystring: fundingListQuerySchema.extend({ labels: csvExportLabelsParamSchema }),
    },
    handler: async (request, reply) => {
      const { labels, ...query } = request.query
      const viewer = principalOf(request)
      return sendExport(
        request,
        reply,
        'fondeos',
        listExport(fundingColumns, labels, async (page, itemsPerPage) => {
          const answer = await listFunding(db, { ...query, page, itemsPerPage }, viewer)
          return { rows: answer.items, total: answer.total }
        }),
      )
    },
  })

  routes.get(exportPaths.tickets, {
    config: { access: { anyOf: ticketReaderPermissions }, rateLimit: exportRateLimit },
    schema: {
      tags,
      summary: 'The filtered support tickets as CSV (streamed)',
      querystring: ticketListQuerySchema.extend({ labels: csvExportLabelsParamSchema }),
    },
    handler: async (request, reply) => {
      const { labels, ...query } = request.query
      const viewer = principalOf(request)
      return sendExport(
        request,
        reply,
        'tickets',
        listExport(ticketColumns, labels, async (page, itemsPerPage) => {
          const answer = await listTickets(db, { ...query, page, itemsPerPage }, viewer)
          return { rows: answer.tickets, total: answer.total }
        }),
      )
    },
  })

  routes.get(exportPaths.customers, {
    config: { access: customerRecordReader, rateLimit: exportRateLimit },
    schema: {
      tags,
      summary: 'The filtered customers as CSV (streamed)',
      querystring: customerRecordListQuerySchema.extend({ labels: csvExportLabelsParamSchema }),
    },
    handler: async (request, reply) => {
      const { labels, ...query } = request.query
      const viewer = principalOf(request)
      return sendExport(
        request,
        reply,
        'clientes',
        listExport(customerColumns, labels, async (page, itemsPerPage) => {
          const answer = await listCustomers(db, { ...query, page, itemsPerPage }, viewer)
          return { rows: answer.customers, total: answer.total }
        }),
      )
    },
  })
}
