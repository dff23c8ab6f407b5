import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  accountingManager,
  accountingPaths,
  accountingReader,
  accountLedgerQuerySchema,
  accountLedgerSchema,
  accountParamsSchema,
  adjustmentRequestSchema,
  approvalRequestSchema,
  asOfQuerySchema,
  balanceSheetSchema,
  chartResponseSchema,
  incomeStatementQuerySchema,
  incomeStatementSchema,
  journalQuerySchema,
  journalResponseSchema,
  mappingChangeRequestSchema,
  mappingsResponseSchema,
  periodParamsSchema,
  closeRunSchema,
  periodsResponseSchema,
  reconciliationSchema,
  trialBalanceSchema,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import type { Executor } from '../../db/client'
import { headOfficeOnly, principalOf } from '../auth'
import { businessDateOf } from '../business-date'
import { requestAdjustment, requestMappingChange } from './adjustments'
import { accountLedger, chart, journal, mappings } from './books'
import { listPeriods } from './period-close'
import { askPeriodClose } from './period-close-runs'
import { registerPeriodPackageRoutes } from './period-package.routes'
import { balanceSheet, incomeStatement, reconciliation, trialBalance } from './reports'

const tags = ['accounting']

/** A report's day: the one asked for, else the installation's business date. */
const asOfOr = async (db: Executor, asOf: string | undefined) => asOf ?? (await businessDateOf(db))
/** A range's start when none is given: the first day of the end's year (the fiscal year so far). */
const yearStartOf = (day: string) => `${day.slice(0, 4)}-01-01`

/** The books (issue 34, docs/accounting.md): chart, journal, reports as of a date, month-end close, adjustments. */
export function registerAccountingRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context
  app.register(async (scope) => {
    // The books are head-office records: a viewer scoped to its allies is refused (docs/security.md).
    scope.addHook('onRequest', headOfficeOnly)
    registerPeriodPackageRoutes(scope, context)
    const routes = scope.withTypeProvider<ZodTypeProvider>()

    routes.get(accountingPaths.accounts, {
      config: { access: accountingReader },
      schema: {
        tags,
        summary: 'The chart of accounts with SAT grouping codes',
        response: { 200: chartResponseSchema },
      },
      handler: async () => chart(db),
    })

    routes.get(accountingPaths.accountLedger, {
      config: { access: accountingReader },
      schema: {
        tags,
        summary: "An account's general ledger: opening balance, lines with running balance, closing balance",
        params: accountParamsSchema,
        querystring: accountLedgerQuerySchema,
        response: { 200: accountLedgerSchema },
      },
      handler: async (request) => {
        const to = await asOfOr(db, request.query.to)
        const from = request.query.from ?? to.slice(0, 7) + '-01'
        return accountLedger(db, request.params.code, { from, to, page: request.query.page })
      },
    })

    routes.get(accountingPaths.mappings, {
      config: { access: accountingReader },
      schema: {
        tags,
        summary: "Each product's account per posting slot",
        response: { 200: mappingsResponseSchema },
      },
      handler: async () => mappings(db),
    })

    routes.post(accountingPaths.mappings, {
      config: { access: accountingManager },
      schema: {
        tags,
        summary: "Ask to post a product's slot to another account; changed when a second person approves",
        body: mappingChangeRequestSchema,
        response: { 202: approvalRequestSchema },
      },
      handler: async (request, reply) =>
        reply.code(202).send(await requestMappingChange(db, request.body, principalOf(request).userId)),
    })

    routes.get(accountingPaths.journal, {
      config: { access: accountingReader },
      schema: {
        tags,
        summary: 'Journal entries with their lines, newest first (by dates, kind, loan, account)',
        querystring: journalQuerySchema,
        response: { 200: journalResponseSchema },
      },
      handler: async (request) => journal(db, request.query),
    })

    routes.get(accountingPaths.trialBalance, {
      config: { access: accountingReader },
      schema: {
        tags,
        summary:
          'The trial balance (balanza de comprobación) as of a business date (default: the business date)',
        querystring: asOfQuerySchema,
        response: { 200: trialBalanceSchema },
      },
      handler: async (request) => trialBalance(db, await asOfOr(db, request.query.asOf)),
    })

    routes.get(accountingPaths.reconciliation, {
      config: { access: accountingReader },
      schema: {
        tags,
        summary: 'Each control account against its sub-ledger as of a business date',
        querystring: asOfQuerySchema,
        response: { 200: reconciliationSchema },
      },
      handler: async (request) => reconciliation(db, await asOfOr(db, request.query.asOf)),
    })

    routes.get(accountingPaths.balanceSheet, {
      config: { access: accountingReader },
      schema: {
        tags,
        summary: 'The balance sheet as of a business date',
        querystring: asOfQuerySchema,
        response: { 200: balanceSheetSchema },
      },
      handler: async (request) => balanceSheet(db, await asOfOr(db, request.query.asOf)),
    })

    routes.get(accountingPaths.incomeStatement, {
      config: { access: accountingReader },
      schema: {
        tags,
        summary: 'The income statement over business dates (default: the year to the business date)',
        querystring: incomeStatementQuerySchema,
        response: { 200: incomeStatementSchema },
      },
      handler: async (request) => {
        const to = await asOfOr(db, request.query.to)
        return incomeStatement(db, request.query.from ?? yearStartOf(to), to)
      },
    })

    routes.get(accountingPaths.periods, {
      config: { access: accountingReader },
      schema: {
        tags,
        summary: 'The months of the books with their status and close checklist',
        response: { 200: periodsResponseSchema },
      },
      handler: async () => listPeriods(db),
    })

    routes.post(accountingPaths.periodClose, {
      config: { access: accountingManager },
      schema: {
        tags,
        summary:
          'Ask for a month’s close (a job: the checks, the package and the lock); 409 when closed, not yet past or under way',
        params: periodParamsSchema,
        response: { 202: closeRunSchema },
      },
      handler: async (request, reply) =>
        reply.code(202).send(await askPeriodClose(db, request.params.period, principalOf(request).userId)),
    })

    routes.post(accountingPaths.adjustments, {
      config: { access: accountingManager },
      schema: {
        tags,
        summary: 'Ask for a manual adjustment (lines by account); posted when a second person approves it',
        body: adjustmentRequestSchema,
        response: { 202: approvalRequestSchema },
      },
      handler: async (request, reply) =>
        reply.code(202).send(await requestAdjustment(db, request.body, principalOf(request).userId)),
    })
  })
}
