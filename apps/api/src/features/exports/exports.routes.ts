import type { AuditAction } from '@mesa/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import {
  allyListQuerySchema,
  allyReader,
  applicationListQuerySchema,
  applicationListReader,
  contractListQuerySchema,
  contractReader,
  type CsvExportLabels,
  csvExportLabelsParamSchema,
  customerRecordListQuerySchema,
  customerRecordReader,
  EXPORT_ROWS_CAPPED_HEADER,
  EXPORT_ROWS_HEADER,
  exportPaths,
  fundingListQuerySchema,
  fundingReader,
  invoiceListFilterSchema,
  invoiceReader,
  loanListQuerySchema,
  provisionReportQuerySchema,
  ticketListQuerySchema,
  ticketReaderPermissions,
  userListQuerySchema,
  userReader,
  vinListQuerySchema,
  vinReader,
  xlsxExportPath,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import type { Database } from '../../db/client'
import type { ListTotal } from '../../lib/paging'
import type { RouteAccess } from '../../lib/route-access'
import { recordAudit } from '../audit'
import { principalOf } from '../auth'
import { listAllies } from '../allies'
import { listContracts } from '../contracts'
import { listCreditApplications } from '../credit-applications'
import { listCustomers } from '../customers'
import { listFunding } from '../funding'
import { listInvoices } from '../invoices'
import { listLoans, provisionReport } from '../loan-servicing'
import { listTickets } from '../tickets'
import { listUsers } from '../users'
import { listVinRecords } from '../vehicles'
import { exportStream, listExport, type ExportColumn, type ListExport } from './csv-stream'
import * as columns from './export-columns'

/**
 * Exports are the costliest reads a person can ask for: 5 per minute per user, on top of the general
 * per-user budget. Shared by every instance on PostgreSQL, like every limiter here (lib/user-rate-limit.ts).
 */
const exportRateLimit = {
  max: 5,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => `export:${request.principal?.userId ?? request.ip}`,
}

/**
 * The list as the route asks: `/export.xlsx` writes a workbook, `/export.csv` a CSV; both streamed. Before the
 * first byte the export is audited (who, which list, format, filters, the rows the list counted), so no export
 * leaves without a trace; one cut short (the client left, the database failed) is audited again with the rows
 * that went out.
 */
async function sendExport(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  list: { fileName: string; filters: Record<string, unknown> },
  source: ListExport,
) {
  const xlsx = request.routeOptions.url?.endsWith('.xlsx') ?? false
  const format = xlsx ? 'xlsx' : 'csv'
  const actorUserId = principalOf(request).userId
  const exportAudit = (action: Extract<AuditAction, `export.${string}`>, data: Record<string, unknown>) => ({
    actorUserId,
    action,
    entityType: 'export',
    entityId: list.fileName,
    data: { list: list.fileName, format, filters: list.filters, ...data },
  })
  await recordAudit(
    db,
    exportAudit('export.list', {
      rows: source.expected.rows,
      ...(source.expected.capped && { rowsAtLeast: true }),
    }),
  )
  const stream = exportStream(source, format)
  stream.once('close', () => {
    const { rows, complete } = source.progress()
    if (complete) return
    recordAudit(db, exportAudit('export.interrupted', { rows })).catch((error: unknown) =>
      request.log.error({ err: error }, 'could not audit an interrupted export'),
    )
  })
  return reply
    .type(
      xlsx ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8',
    )
    .header('content-disposition', `attachment; filename="${list.fileName}.${format}"`)
    .header(EXPORT_ROWS_HEADER, String(source.expected.rows))
    .header(EXPORT_ROWS_CAPPED_HEADER, String(source.expected.capped))
    .send(stream)
}

/** One list's export: its path, access and filters are the list's own, and so is the query that reads it. */
interface ListExportRoute<Query extends z.ZodObject, Row> {
  path: string
  access: RouteAccess
  summary: string
  query: Query
  fileName: string
  columns: ExportColumn<Row>[]
  readPage: (
    query: z.infer<Query> & { page: number; itemsPerPage: number },
    viewer: ReturnType<typeof principalOf>,
  ) => Promise<{ rows: Row[] } & ListTotal>
}

/** Keeps each entry's query and rows types together in the table below. */
const exportOf = <Query extends z.ZodObject, Row>(route: ListExportRoute<Query, Row>) =>
  route as unknown as ListExportRoute<z.ZodObject, unknown>

/**
 * GET <list>/export.csv and <list>/export.xlsx: the whole filtered list as CSV or XLSX, with the list's access,
 * filters, sort and — because it calls the list's own query — the same row-level scope as the list.
 */
export function registerExportRoutes(app: FastifyInstance, { db }: AppContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  const routes = [
    exportOf({
      path: exportPaths.allies,
      access: allyReader,
      summary: 'The filtered allies list',
      query: allyListQuerySchema,
      fileName: 'aliados',
      columns: columns.allyColumns,
      readPage: async (query, viewer) => {
        const answer = await listAllies(db, query, viewer)
        return { rows: answer.products, total: answer.total, totalCapped: answer.totalCapped }
      },
    }),
    exportOf({
      path: exportPaths.users,
      access: userReader,
      summary: 'The filtered users list',
      query: userListQuerySchema,
      fileName: 'usuarios',
      columns: columns.userColumns,
      readPage: async (query) => {
        const answer = await listUsers(db, query)
        return { rows: answer.users, total: answer.totalUsers, totalCapped: answer.totalCapped }
      },
    }),
    exportOf({
      path: exportPaths.invoices,
      // The lender's invoices are the billing staff's (issue 31), as the list itself.
      access: invoiceReader,
      summary: 'The filtered invoice list',
      query: invoiceListFilterSchema,
      fileName: 'facturas',
      columns: columns.invoiceColumns,
      readPage: async (query) => {
        const answer = await listInvoices(db, query)
        return { rows: answer.invoices, total: answer.totalInvoices, totalCapped: answer.totalCapped }
      },
    }),
    exportOf({
      path: exportPaths.applications,
      access: applicationListReader,
      summary: 'The filtered applications list',
      query: applicationListQuerySchema,
      fileName: 'solicitudes',
      columns: columns.applicationColumns,
      readPage: async (query, viewer) => {
        const answer = await listCreditApplications(db, query, viewer)
        return { rows: answer.items, total: answer.total, totalCapped: answer.totalCapped }
      },
    }),
    exportOf({
      path: exportPaths.loans,
      access: applicationListReader,
      summary: 'The filtered loan portfolio',
      query: loanListQuerySchema,
      fileName: 'cartera',
      columns: columns.loanColumns,
      readPage: async (query, viewer) => {
        const answer = await listLoans(db, query, viewer)
        return { rows: answer.items, total: answer.total, totalCapped: answer.totalCapped }
      },
    }),
    exportOf({
      // The provisions report as of a date (issue 33): its access and row scope are the report's, since it
      // is the report's own query; a few rows, so one page holds them (buckets, then the totals).
      path: exportPaths.provisions,
      access: applicationListReader,
      summary: 'The loss-provision report as of a date, by arrears bucket with its totals',
      query: provisionReportQuerySchema,
      fileName: 'reservas',
      columns: columns.provisionColumns,
      readPage: async (query, viewer) => {
        const report = await provisionReport(db, { asOf: query.asOf }, viewer)
        const rows: columns.ProvisionRow[] = [...report.rows, { ...report.totals, bucket: 'total' }]
        return { rows, total: rows.length }
      },
    }),
    exportOf({
      path: exportPaths.contracts,
      access: contractReader,
      summary: 'The filtered contracts',
      query: contractListQuerySchema,
      fileName: 'contratos',
      columns: columns.contractColumns,
      readPage: async (query, viewer) => {
        const answer = await listContracts(db, query, viewer)
        return { rows: answer.items, total: answer.total, totalCapped: answer.totalCapped }
      },
    }),
    exportOf({
      path: exportPaths.funding,
      access: fundingReader,
      summary: 'The applications by funding status',
      query: fundingListQuerySchema,
      fileName: 'fondeos',
      columns: columns.fundingColumns,
      readPage: async (query, viewer) => {
        const answer = await listFunding(db, query, viewer)
        return { rows: answer.items, total: answer.total }
      },
    }),
    exportOf({
      path: exportPaths.tickets,
      access: { anyOf: ticketReaderPermissions },
      summary: 'The filtered support tickets',
      query: ticketListQuerySchema,
      fileName: 'tickets',
      columns: columns.ticketColumns,
      readPage: async (query, viewer) => {
        const answer = await listTickets(db, query, viewer)
        return { rows: answer.items, total: answer.total }
      },
    }),
    exportOf({
      path: exportPaths.customers,
      access: customerRecordReader,
      summary: 'The filtered customers',
      query: customerRecordListQuerySchema,
      fileName: 'clientes',
      columns: columns.customerColumns,
      readPage: async (query, viewer) => {
        const answer = await listCustomers(db, query, viewer)
        return { rows: answer.items, total: answer.total, totalCapped: answer.totalCapped }
      },
    }),
    exportOf({
      path: exportPaths.vins,
      access: vinReader,
      summary: 'The filtered VIN records (with the "alertas" filter)',
      query: vinListQuerySchema,
      fileName: 'vin',
      columns: columns.vinColumns,
      readPage: async (query, viewer) => {
        const answer = await listVinRecords(db, viewer, query)
        return { rows: answer.items, total: answer.total, totalCapped: answer.totalCapped }
      },
    }),
  ]

  for (const route of routes) {
    const options = {
      config: { access: route.access, rateLimit: exportRateLimit },
      schema: {
        tags: ['exports'],
        summary: `${route.summary} as CSV or XLSX (streamed)`,
        querystring: route.query.extend({ labels: csvExportLabelsParamSchema }),
      },
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const { labels, ...query } = request.query as { labels?: CsvExportLabels } & Record<string, unknown>
        const viewer = principalOf(request)
        const source = await listExport(route.columns, labels, (page, itemsPerPage) =>
          route.readPage({ ...query, page, itemsPerPage }, viewer),
        )
        return sendExport(db, request, reply, { fileName: route.fileName, filters: query }, source)
      },
    }
    // Every export is registered twice, as `/export.csv` and `/export.xlsx`, with one handler and one access.
    typed.get(route.path, options)
    typed.get(xlsxExportPath(route.path), options)
  }
}
