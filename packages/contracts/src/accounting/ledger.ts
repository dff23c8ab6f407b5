import { z } from 'zod'
import { boundedDateSchema, idTextSchema, MAX_AMOUNT } from '../common/bounds'
import { fieldError } from '../common/errors'
import { listEnvelope } from '../common/list-envelope'
import { listQuerySchema, pageSchema } from '../common/list-query'
import { multiLineText } from '../common/text'
import { creditProducts } from '../permissions/permissions'
import { journalEntryKinds, postingSlots } from './posting-slots'

/** The books (issue 34, docs/accounting.md): the chart, the journal, the reports as of a date, the close. */
export const accountingPaths = {
  accounts: '/api/v1/accounting/accounts',
  accountLedger: '/api/v1/accounting/accounts/:code/ledger',
  mappings: '/api/v1/accounting/mappings',
  journal: '/api/v1/accounting/journal',
  trialBalance: '/api/v1/accounting/trial-balance',
  balanceSheet: '/api/v1/accounting/balance-sheet',
  incomeStatement: '/api/v1/accounting/income-statement',
  reconciliation: '/api/v1/accounting/reconciliation',
  periods: '/api/v1/accounting/periods',
  periodClose: '/api/v1/accounting/periods/:period/close',
  adjustments: '/api/v1/accounting/adjustments',
} as const

export const accountKinds = ['asset', 'liability', 'equity', 'income', 'expense'] as const
export type AccountKind = (typeof accountKinds)[number]
/** The side that increases an account: assets and expenses debit, the rest credit (a contra account flips it). */
export const accountNatures = ['debit', 'credit'] as const
export type AccountNature = (typeof accountNatures)[number]
export const periodStatuses = ['open', 'closed'] as const
export type PeriodStatus = (typeof periodStatuses)[number]

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)
const optionalDate = z.preprocess(emptyToUndefined, boundedDateSchema().optional())
/** An account code of the chart: digits in groups separated by dots ('1301.01'). */
export const accountCodeSchema = z
  .string({ error: fieldError('required') })
  .trim()
  .min(1, fieldError('required'))
  .max(20, fieldError('too_long', 20))
  .regex(/^\d+(\.\d+)*$/, fieldError('invalid_format'))
/** A month of the books, 'YYYY-MM'. */
export const periodSchema = z
  .string({ error: fieldError('required') })
  .regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, fieldError('invalid_format'))

export const asOfQuerySchema = z.object({ asOf: optionalDate })

/** A from–to range of business dates; `from` after `to` is refused on `to`. */
const rangeShape = { from: optionalDate, to: optionalDate }
const rangeInOrder = <T extends { from?: string; to?: string }>(value: T, context: z.RefinementCtx) => {
  if (value.from && value.to && value.from > value.to)
    context.addIssue({ code: 'custom', path: ['to'], message: fieldError('invalid_value') })
}
export const incomeStatementQuerySchema = z.object(rangeShape).superRefine(rangeInOrder)

export const ledgerAccountSchema = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(accountKinds),
  nature: z.enum(accountNatures),
  satGroupingCode: z.string(),
  parentCode: z.string().nullable(),
  level: z.number().int(),
  postable: z.boolean(),
  version: z.number().int(),
})
export type LedgerAccount = z.infer<typeof ledgerAccountSchema>
export const chartResponseSchema = z.object({ items: z.array(ledgerAccountSchema), total: z.number().int() })

export const accountMappingSchema = z.object({
  product: z.enum(creditProducts),
  slot: z.enum(postingSlots),
  accountCode: z.string(),
})
export type AccountMapping = z.infer<typeof accountMappingSchema>
export const mappingsResponseSchema = z.object({ items: z.array(accountMappingSchema) })
/** A change of one product's slot to another postable account: waits for a second person (four eyes). */
export const mappingChangeRequestSchema = z
  .object({
    product: z.enum(creditProducts, { error: fieldError('required') }),
    slot: z.enum(postingSlots, { error: fieldError('required') }),
    accountCode: accountCodeSchema,
    /** Why (the approver reads it in the approvals queue). */
    reason: multiLineText().trim().min(1, fieldError('required')).max(500, fieldError('too_long', 500)),
  })
  .strict()
export type MappingChangeRequest = z.infer<typeof mappingChangeRequestSchema>

/** One account's line of the trial balance (balanza de comprobación): balance = debit − credit. */
export const trialBalanceAccountSchema = z.object({
  code: z.string(),
  name: z.string(),
  debitCents: z.number().int(),
  creditCents: z.number().int(),
  balanceCents: z.number().int(),
})
export const trialBalanceSchema = z.object({
  asOf: z.string(),
  accounts: z.array(trialBalanceAccountSchema),
  totals: z.object({ debitCents: z.number().int(), creditCents: z.number().int() }),
})
export type TrialBalance = z.infer<typeof trialBalanceSchema>

export const reconciliationSchema = z.object({
  asOf: z.string(),
  accounts: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      slot: z.enum(postingSlots),
      ledgerCents: z.number().int(),
      subledgerCents: z.number().int(),
      differenceCents: z.number().int(),
    }),
  ),
})
export type Reconciliation = z.infer<typeof reconciliationSchema>

/** A statement's line: an account with its balance on its own nature's side (positive = normal). */
const statementLineSchema = z.object({ code: z.string(), name: z.string(), amountCents: z.number().int() })
export const balanceSheetSchema = z.object({
  asOf: z.string(),
  assets: z.array(statementLineSchema),
  liabilities: z.array(statementLineSchema),
  equity: z.array(statementLineSchema),
  totals: z.object({
    assetsCents: z.number().int(),
    liabilitiesCents: z.number().int(),
    equityCents: z.number().int(),
    /** Income less expenses not yet closed into equity: assets = liabilities + equity + this. */
    currentResultCents: z.number().int(),
  }),
})
export type BalanceSheet = z.infer<typeof balanceSheetSchema>
export const incomeStatementSchema = z.object({
  from: z.string(),
  to: z.string(),
  income: z.array(statementLineSchema),
  expenses: z.array(statementLineSchema),
  totals: z.object({
    incomeCents: z.number().int(),
    expensesCents: z.number().int(),
    resultCents: z.number().int(),
  }),
})
export type IncomeStatement = z.infer<typeof incomeStatementSchema>

export const journalLineSchema = z.object({
  accountCode: z.string(),
  accountName: z.string(),
  debitCents: z.number().int(),
  creditCents: z.number().int(),
})
export const journalEntrySchema = z.object({
  id: z.number().int(),
  businessDate: z.string(),
  valueDate: z.string(),
  kind: z.enum(journalEntryKinds),
  sourceType: z.string(),
  sourceId: z.number().int(),
  loanId: z.number().int().nullable(),
  memo: z.string(),
  reversesEntryId: z.number().int().nullable(),
  lines: z.array(journalLineSchema),
})
export type JournalEntry = z.infer<typeof journalEntrySchema>
/** The journal as a list (issue 37's list query): q searches the memo; newest first unless asked otherwise. */
export const journalSortKeys = ['businessDate'] as const
export const journalQuerySchema = listQuerySchema(journalSortKeys)
  .extend({
    ...rangeShape,
    kind: z.preprocess(emptyToUndefined, z.enum(journalEntryKinds).optional()),
    loanId: z.preprocess(emptyToUndefined, idTextSchema().optional()),
    account: z.preprocess(emptyToUndefined, accountCodeSchema.optional()),
  })
  .superRefine(rangeInOrder)
export type JournalQuery = z.infer<typeof journalQuerySchema>
export const journalResponseSchema = listEnvelope(journalEntrySchema)

export const accountLedgerQuerySchema = z
  .object({ ...rangeShape, page: pageSchema })
  .superRefine(rangeInOrder)
export type AccountLedgerQuery = z.infer<typeof accountLedgerQuerySchema>
export const accountLedgerSchema = z.object({
  account: ledgerAccountSchema,
  from: z.string(),
  to: z.string(),
  /** Debit − credit before `from`; each line's running balance continues from the previous page's. */
  openingCents: z.number().int(),
  lines: z.array(
    z.object({
      entryId: z.number().int(),
      businessDate: z.string(),
      kind: z.enum(journalEntryKinds),
      memo: z.string(),
      debitCents: z.number().int(),
      creditCents: z.number().int(),
      runningCents: z.number().int(),
    }),
  ),
  total: z.number().int(),
  closingCents: z.number().int(),
})
export type AccountLedger = z.infer<typeof accountLedgerSchema>

/**
 * What a month's close checks; each failing item is named in the 409 (`period_not_closable`). `sat_files` is
 * judged only by the close itself (its package's XML against the SAT's XSDs: `sat_files.<file>` lists the problems).
 */
export const closeChecks = ['business_date', 'reconciliation', 'trial_balance', 'sat_files'] as const
export type CloseCheck = (typeof closeChecks)[number]
/**
 * A month's close runs as a job (docs/accounting.md "Period lock and close"): asked (queued), taken by a worker
 * (running: the checks, the package, the lock in one transaction), then closed (succeeded) or refused (failed,
 * `errors` naming each failing check as the 409 of a refusal would, `sat_files.<file>` listing a file's problems).
 */
export const closeRunStatuses = ['queued', 'running', 'succeeded', 'failed'] as const
export type CloseRunStatus = (typeof closeRunStatuses)[number]
export const closeRunSchema = z.object({
  id: z.number().int(),
  period: z.string(),
  status: z.enum(closeRunStatuses),
  errors: z.record(z.string(), z.array(z.string())).nullable(),
  requestedBy: z.string().nullable(),
  requestedAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
})
export type CloseRun = z.infer<typeof closeRunSchema>
export const periodSchemaOut = z.object({
  period: z.string(),
  status: z.enum(periodStatuses),
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
  version: z.number().int(),
  checklist: z.array(z.object({ check: z.enum(closeChecks), ok: z.boolean() })),
  /** The month's latest close run (null when nobody asked to close it). */
  closeRun: closeRunSchema.nullable(),
})
export type AccountingPeriod = z.infer<typeof periodSchemaOut>
export const periodsResponseSchema = z.object({ items: z.array(periodSchemaOut) })
export const periodParamsSchema = z.object({ period: periodSchema })
export const accountParamsSchema = z.object({ code: accountCodeSchema })

/** A manual adjustment: lines by account code, one positive side each, debits = credits; four eyes. */
export const adjustmentLineSchema = z
  .object({
    accountCode: accountCodeSchema,
    debitCents: z
      .number({ error: fieldError('invalid_value') })
      .int(fieldError('invalid_value'))
      .min(0)
      .max(MAX_AMOUNT * 100),
    creditCents: z
      .number({ error: fieldError('invalid_value') })
      .int(fieldError('invalid_value'))
      .min(0)
      .max(MAX_AMOUNT * 100),
  })
  .strict()
  .superRefine((line, context) => {
    if (line.debitCents > 0 === line.creditCents > 0)
      context.addIssue({ code: 'custom', path: ['debitCents'], message: fieldError('invalid_value') })
  })
export const adjustmentRequestSchema = z
  .object({
    businessDate: boundedDateSchema(),
    memo: multiLineText().trim().min(1, fieldError('required')).max(500, fieldError('too_long', 500)),
    lines: z
      .array(adjustmentLineSchema)
      .min(2, fieldError('too_small', 2))
      .max(50, fieldError('too_big', 50)),
  })
  .strict()
  .superRefine((value, context) => {
    const debit = value.lines.reduce((sum, line) => sum + line.debitCents, 0)
    const credit = value.lines.reduce((sum, line) => sum + line.creditCents, 0)
    if (debit !== credit)
      context.addIssue({ code: 'custom', path: ['lines'], message: fieldError('unbalanced') })
  })
export type AdjustmentRequest = z.infer<typeof adjustmentRequestSchema>
