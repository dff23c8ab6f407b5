import { z } from 'zod'
import { singleLineText } from './text'

/**
 * What a list's CSV export writes as text: the web passes the header of each column it wants (in its
 * order and language) and how to show coded values (e.g. `status:Pending` → "Pendiente"), so the
 * server streams the rows while the words stay in the web's locale files.
 */
export const csvExportLabelsSchema = z.object({
  /** Column key → header text; the columns appear in this order. */
  headers: z.record(singleLineText().max(40), singleLineText().max(120)),
  /** `column:value` → the text to write instead of the stored code. */
  values: z.record(singleLineText().max(120), singleLineText().max(120)).default({}),
})
export type CsvExportLabels = z.infer<typeof csvExportLabelsSchema>

/** The `labels` query parameter: the labels as JSON text (at most 8 KB), optional. */
export const csvExportLabelsParamSchema = z.preprocess((value) => {
  if (value === undefined || value === '') return undefined
  if (typeof value !== 'string' || value.length > 8192) return value
  try {
    return JSON.parse(value) as unknown
  } catch {
    return value
  }
}, csvExportLabelsSchema.optional())

/**
 * The export's answer names the rows the list counted before streaming them (every row goes out, whatever the
 * count): the screens show progress against it. `x-export-rows-capped: true` when the count is a lower bound.
 */
export const EXPORT_ROWS_HEADER = 'x-export-rows'
export const EXPORT_ROWS_CAPPED_HEADER = 'x-export-rows-capped'

/** The export endpoints: the list's path plus `/export.csv`, with the list's own filters. */
export const exportPaths = {
  allies: '/api/v1/allies/export.csv',
  users: '/api/apps/users/export.csv',
  applications: '/api/v1/credit-applications/export.csv',
  invoices: '/api/apps/invoice/export.csv',
  tickets: '/api/v1/tickets/export.csv',
  loans: '/api/v1/loans/export.csv',
  /** The loss-provision report as of a date (issue 33): a row per arrears bucket and the totals. */
  provisions: '/api/v1/loans/provisions/export.csv',
  customers: '/api/v1/customers/export.csv',
  funding: '/api/v1/funding/applications/export.csv',
  contracts: '/api/v1/contracts/export.csv',
  vins: '/api/v1/vehicles/vins/export.csv',
} as const

/** A list export is written as CSV or as an XLSX workbook (same columns, same rows, same scope). */
export const exportFormats = ['csv', 'xlsx'] as const
export type ExportFormat = (typeof exportFormats)[number]

/** The XLSX twin of a list's CSV export path: `/export.csv` → `/export.xlsx`. */
export const xlsxExportPath = (csvPath: string) => csvPath.replace(/\.csv$/, '.xlsx')
