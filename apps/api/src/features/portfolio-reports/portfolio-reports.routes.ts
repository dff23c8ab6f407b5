import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  portfolioReportManager,
  portfolioReportPaths,
  portfolioReportQuerySchema,
  portfolioReportReader,
  portfolioReportSchema,
  reportRecipientsSchema,
  updateReportRecipientsSchema,
} from '@mesa/contracts'
import { sendDownload } from '../../lib/uploads'
import type { AppContext } from '../../app-context'
import { principalOf } from '../auth'
import { reportPdf } from './report-pdf'
import { reportRecipients, setReportRecipients } from './report-recipients'
import { reportFileName, reportXlsx } from './report-xlsx'
import { portfolioReport } from './portfolio-reports.service'
import { scopeLine } from './report-words'

const tags = ['portfolio-reports']
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** The portfolio reports (issue 36): as of a business date, in the reader's row scope; XLSX, PDF; the list. */
export function registerPortfolioReportRoutes(app: FastifyInstance, { db }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  routes.get(portfolioReportPaths.report, {
    config: { access: portfolioReportReader },
    schema: {
      tags,
      summary:
        'Portfolio by bucket, IMOR and PAR 30/60/90 over twelve month ends, vintages, roll rates, concentration, write-offs and recoveries, provisions',
      querystring: portfolioReportQuerySchema,
      response: { 200: portfolioReportSchema },
    },
    handler: (request) => portfolioReport(db, request.query, principalOf(request)),
  })
  routes.get(portfolioReportPaths.xlsx, {
    config: { access: portfolioReportReader },
    schema: { tags, summary: 'The same reports as one XLSX sheet', querystring: portfolioReportQuerySchema },
    handler: async (request, reply) => {
      const report = await portfolioReport(db, request.query, principalOf(request))
      const fileName = reportFileName(report.asOf, 'xlsx')
      return sendDownload(reply, { fileName, contentType: XLSX_TYPE }, reportXlsx(report))
    },
  })
  routes.get(portfolioReportPaths.pdf, {
    config: { access: portfolioReportReader },
    schema: {
      tags,
      summary: 'The same reports as a PDF package with vector charts',
      querystring: portfolioReportQuerySchema,
    },
    handler: async (request, reply) => {
      const report = await portfolioReport(db, request.query, principalOf(request))
      const pdf = await reportPdf(report, scopeLine(request.query, report))
      const fileName = reportFileName(report.asOf, 'pdf')
      return sendDownload(reply, { fileName, contentType: 'application/pdf' }, pdf)
    },
  })
  routes.get(portfolioReportPaths.recipients, {
    config: { access: portfolioReportReader },
    schema: {
      tags,
      summary: "The monthly package's recipients (sent on each month's first business day)",
      response: { 200: reportRecipientsSchema },
    },
    handler: () => reportRecipients(db),
  })
  routes.put(portfolioReportPaths.recipients, {
    config: { access: portfolioReportManager },
    schema: {
      tags,
      summary: "Replace the monthly package's recipients (409 on a stale version)",
      body: updateReportRecipientsSchema,
      response: { 200: reportRecipientsSchema },
    },
    handler: (request) => setReportRecipients(db, principalOf(request).userId, request.body),
  })
}
