import { z } from 'zod'
import { fieldError } from '../common/errors'
import { singleLineText } from '../common/text'
import { amountSchema, boundedDateSchema, idSchema, idTextSchema, versionSchema } from '../common/bounds'
import { listQuerySchema } from '../common/list-query'
import { listEnvelope } from '../common/list-envelope'

/** The bank statements endpoints (issue 35, item 2). */
export const bankStatementPaths = {
  /** GET the statements; POST a statement file (multipart `file`, query `layoutId` for a CSV). */
  collection: '/api/v1/bank-statements',
  item: '/api/v1/bank-statements/:id',
  lines: '/api/v1/bank-statements/:id/lines',
  layouts: '/api/v1/bank-statements/layouts',
  queue: '/api/v1/bank-statements/queue',
  summary: '/api/v1/bank-statements/summary',
  match: '/api/v1/bank-statements/lines/:lineId/match',
  split: '/api/v1/bank-statements/lines/:lineId/split',
  returnLine: '/api/v1/bank-statements/lines/:lineId/return',
  /** Loans a person may post a line on, found by folio or customer name (the match and split dialogs). */
  loanOptions: '/api/v1/bank-statements/loan-options',
} as const

/** The largest statement file accepted (a year of a busy account's CSV is a few MB). */
export const BANK_STATEMENT_MAX_BYTES = 10 * 1024 * 1024

/** `spei`: the day's transfers the SPEI webhook received (one statement per provider and value date). */
export const statementFormats = ['csv', 'camt053', 'mt940', 'spei'] as const
export type StatementFormat = (typeof statementFormats)[number]

export const lineDirections = ['credit', 'debit'] as const
export type LineDirection = (typeof lineDirections)[number]

/**
 * A line's state: `posted` (its payment is on the loan), `unmatched` (no loan found), `ambiguous` (more than
 * one loan claims it), `suggested` (a loan of the same amount due and a resembling name: a person confirms),
 * `refused` (matched, but the loan refused the payment: the reason says why), `returned` (sent back to the
 * payer, nothing posted), `debit` (money out: kept, not matched), `pending` (a big file's matching job has
 * not reached it yet).
 */
export const lineStatuses = [
  'pending',
  'posted',
  'unmatched',
  'ambiguous',
  'suggested',
  'refused',
  'returned',
  'debit',
] as const
export type LineStatus = (typeof lineStatuses)[number]
/** The lines a person works in the reconciliation queue. */
export const queueStatuses = [
  'unmatched',
  'ambiguous',
  'suggested',
  'refused',
] as const satisfies LineStatus[]

/** How a posted line found its loan. */
export const matchKinds = ['reference', 'clabe', 'manual', 'split'] as const
export type MatchKind = (typeof matchKinds)[number]

export const statementStatuses = ['matching', 'done'] as const

export const bankStatementUploadQuerySchema = z.object({
  layoutId: z.preprocess(
    (value) => (value === '' ? undefined : value),
    singleLineText().trim().max(60).optional(),
  ),
})

/** What an import answers (issue 35): the statement and how its lines went. */
export const bankStatementImportSchema = z.object({
  statementId: z.number().int(),
  /** Lines read from the file. */
  lines: z.number().int(),
  /** Credit lines posted as payments. */
  matched: z.number().int(),
  /** Credit lines waiting in the queue (unmatched, ambiguous, suggested, refused). */
  unmatched: z.number().int(),
  /** Lines already imported before (by this file or an overlapping statement): stored once, posted once. */
  duplicates: z.number().int(),
  /** `matching` while a big file's job still works its lines (the screen polls the statement). */
  status: z.enum(statementStatuses),
})
export type BankStatementImport = z.infer<typeof bankStatementImportSchema>

export const bankStatementSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  format: z.enum(statementFormats),
  account: z.string(),
  currency: z.string(),
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
  status: z.enum(statementStatuses),
  lineCount: z.number().int(),
  duplicateCount: z.number().int(),
  /** Lines the matching has worked so far (equals the new lines once done): the progress bar. */
  processedLines: z.number().int(),
  newLines: z.number().int(),
  postedCount: z.number().int(),
  waitingCount: z.number().int(),
  creditCents: z.number().int(),
  debitCents: z.number().int(),
  importedBy: z.string(),
  importedAt: z.string(),
})
export type BankStatement = z.infer<typeof bankStatementSchema>

export const bankStatementSortKeys = ['importedAt', 'fromDate'] as const
export const bankStatementListQuerySchema = listQuerySchema(bankStatementSortKeys)
export const bankStatementListSchema = listEnvelope(bankStatementSchema)

/** A loan a line is (or may be) for. */
export const lineLoanSchema = z.object({
  applicationId: z.number().int(),
  folio: z.number().int(),
  customerName: z.string(),
  origin: z.string(),
})
export type LineLoan = z.infer<typeof lineLoanSchema>

export const linePostingSchema = lineLoanSchema.extend({
  amountCents: z.number().int(),
  paymentId: z.number().int(),
})

export const statementLineSchema = z.object({
  id: z.number().int(),
  statementId: z.number().int(),
  lineNo: z.number().int(),
  bookingDate: z.string(),
  valueDate: z.string(),
  amountCents: z.number().int(),
  direction: z.enum(lineDirections),
  bankReference: z.string(),
  reference: z.string(),
  counterpartyName: z.string(),
  counterpartyAccount: z.string(),
  status: z.enum(lineStatuses),
  matchedBy: z.enum(matchKinds).nullable(),
  /** Why the loan refused the payment, as an error code with its argument (`too_big:150000`). */
  reason: z.string().nullable(),
  returnReason: z.string().nullable(),
  /** Loans the matching proposes (suggested or ambiguous lines). */
  candidates: z.array(lineLoanSchema),
  postings: z.array(linePostingSchema),
  version: z.number().int(),
})
export type StatementLine = z.infer<typeof statementLineSchema>

/** The lines' sort keys (the statement's lines and the queue share their columns). */
export const lineSortKeys = ['lineNo', 'valueDate', 'amountCents'] as const
export const statementLinesQuerySchema = listQuerySchema(lineSortKeys).extend({
  status: z.preprocess((value) => (value === '' ? undefined : value), z.enum(lineStatuses).optional()),
})
export const statementLineListSchema = listEnvelope(statementLineSchema)
export const reconciliationQueueQuerySchema = listQuerySchema(lineSortKeys).extend({
  status: z.preprocess((value) => (value === '' ? undefined : value), z.enum(queueStatuses).optional()),
})

export const bankStatementParamsSchema = z.object({ id: idTextSchema() })
export const statementLineParamsSchema = z.object({ lineId: idTextSchema() })

/** Posting a queued line on one loan (the whole amount). */
export const lineMatchSchema = z.object({
  applicationId: idSchema('required'),
  version: versionSchema(),
})
export type LineMatchRequest = z.infer<typeof lineMatchSchema>

export const splitPartSchema = z.object({
  applicationId: idSchema('required'),
  amountCents: amountSchema().int(fieldError('not_integer')).min(1, fieldError('too_small', 1)),
})
/** Splitting a line across loans: the parts sum to the line (checked by the API, `parts: must_equal:<cents>`). */
export const lineSplitSchema = z.object({
  parts: z.array(splitPartSchema).min(2, fieldError('too_few', 2)).max(20, fieldError('too_many', 20)),
  version: versionSchema(),
})
export type LineSplitRequest = z.infer<typeof lineSplitSchema>

/** Returning a line to the payer: the reason is required; nothing is posted. */
export const lineReturnSchema = z.object({
  reason: singleLineText({ error: fieldError('required') })
    .trim()
    .min(3, fieldError('too_short', 3))
    .max(300, fieldError('too_long', 300)),
  version: versionSchema(),
})
export type LineReturnRequest = z.infer<typeof lineReturnSchema>

/** A CSV layout the import offers (the layouts themselves are data on the server). */
export const csvLayoutSchema = z.object({ id: z.string(), name: z.string() })
export const csvLayoutListSchema = listEnvelope(csvLayoutSchema)

/** The daily summary: what was posted, what waits and what was returned, by value date. */
export const reconciliationDaySchema = z.object({
  day: z.string(),
  postedCount: z.number().int(),
  postedCents: z.number().int(),
  waitingCount: z.number().int(),
  waitingCents: z.number().int(),
  returnedCount: z.number().int(),
  returnedCents: z.number().int(),
})
const optionalDay = z.preprocess(
  (value) => (value === '' ? undefined : value),
  boundedDateSchema().optional(),
)
export const reconciliationSummaryQuerySchema = z.object({ from: optionalDay, to: optionalDay })
export const reconciliationSummarySchema = z.object({ items: z.array(reconciliationDaySchema) })

export const loanOptionsQuerySchema = z.object({
  q: z.preprocess(
    (value) => (value === '' ? undefined : value),
    singleLineText().trim().max(100, fieldError('too_long', 100)).optional(),
  ),
})
export const loanOptionSchema = lineLoanSchema.extend({ nextDueCents: z.number().int() })
export const loanOptionListSchema = listEnvelope(loanOptionSchema)
