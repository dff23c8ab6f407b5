import { createHash } from 'node:crypto'
import type { Readable } from 'node:stream'
import { and, asc, eq, gte, lte } from 'drizzle-orm'
import type { PackageFileKind, PolizasRequest } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { CSV_BOM, csvCell } from '../../lib/csv'
import { xlsxStream, type XlsxCell } from '../../lib/xlsx/xlsx-writer'
import { journalEntries, journalLines, ledgerAccounts } from './accounting.schema'
import { lastDayOf } from './periods-lock'
import { accountSums } from './reports'
import { balanzaXml } from './sat/balanza'
import { catalogoCuentasXml } from './sat/catalogo-cuentas'
import { polizasXml } from './sat/polizas'
import { amountText } from './sat/sat-text'

/*
 * The files of a month's package (docs/accounting.md "The month's package"), built from the books as the close
 * sees them: plain data in, bytes out. The SAT's files are named as the annex asks, RFC + AAAA + MM + type
 * (CT catálogo, BN balanza normal, PL pólizas).
 */
export interface PackageFileBytes {
  name: string
  kind: PackageFileKind
  mediaType: string
  content: Buffer
}

/** Electronic accounting starts with January 2015 (the structures' Anio ≥ 2015). */
export const FIRST_SAT_YEAR = 2015
/** The pólizas' request until the SAT's own gives the real one (see polizasOf). */
const PLACEHOLDER_REQUEST: PolizasRequest = { tipoSolicitud: 'AF', numOrden: 'AAA0000000/00' }

export const XML = 'application/xml'
const CSV = 'text/csv; charset=utf-8'
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** The SAT files' name for a month: RFC + AAAA + MM (then CT, BN, BC, PL and .xml). */
export const satBaseOf = (rfc: string, period: string) => `${rfc}${period.replace('-', '')}`

export const sha256Of = (content: Buffer) => createHash('sha256').update(content).digest('hex')

/** The day before 'YYYY-MM-01' (the opening balances are as of it). */
function dayBefore(firstDay: string): string {
  const date = new Date(`${firstDay}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() - 1)
  return date.toISOString().slice(0, 10)
}

/** A CSV line whose numbers stay numbers (a negative amount is not a formula, so not prefixed). */
const csvRow = (cells: Array<string | number | null>) =>
  `${cells.map((cell) => (typeof cell === 'number' ? amountText(cell) : csvCell(cell))).join(',')}\r\n`

/** A text the SAT files accept: the separator of cadenas removed, cut to the structure's length. */
const satSafe = (text: string, max: number) => text.replaceAll('|', '/').trim().slice(0, max) || '-'

async function bufferOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

interface MonthData {
  chart: Array<typeof ledgerAccounts.$inferSelect>
  rows: Array<{
    code: string
    name: string
    nature: 'D' | 'A'
    openingCents: number
    debitCents: number
    creditCents: number
  }>
  lines: Array<{
    entryId: number
    businessDate: string
    kind: string
    memo: string
    loanId: number | null
    accountCode: string
    accountName: string
    debitCents: number
    creditCents: number
  }>
}

/** The chart, each postable account's opening and month's movements, and the month's journal lines. */
export async function monthData(db: Executor, period: string): Promise<MonthData> {
  const first = `${period}-01`
  const last = lastDayOf(period)
  const [chart, opening, month, lines] = await Promise.all([
    db.select().from(ledgerAccounts).orderBy(asc(ledgerAccounts.code)),
    accountSums(db, { to: dayBefore(first) }),
    accountSums(db, { from: first, to: last }),
    db
      .select({
        entryId: journalEntries.id,
        businessDate: journalEntries.businessDate,
        kind: journalEntries.kind,
        memo: journalEntries.memo,
        loanId: journalEntries.loanId,
        accountCode: journalLines.accountCode,
        accountName: ledgerAccounts.name,
        debitCents: journalLines.debitCents,
        creditCents: journalLines.creditCents,
      })
      .from(journalEntries)
      .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.code, journalLines.accountCode))
      .where(and(gte(journalEntries.businessDate, first), lte(journalEntries.businessDate, last)))
      .orderBy(asc(journalEntries.id), asc(journalLines.id)),
  ])
  const natureOf = new Map(chart.map((account) => [account.code, account.nature === 'debit' ? 'D' : 'A']))
  const openingOf = new Map(opening.map((sums) => [sums.code, sums]))
  const rows = month.map((sums) => {
    const nature = natureOf.get(sums.code) === 'D' ? 'D' : 'A'
    const before = openingOf.get(sums.code)
    const net = (before?.debitCents ?? 0) - (before?.creditCents ?? 0)
    return {
      code: sums.code,
      name: sums.name,
      nature: nature as 'D' | 'A',
      openingCents: nature === 'D' ? net : -net,
      debitCents: sums.debitCents,
      creditCents: sums.creditCents,
    }
  })
  return { chart, rows, lines }
}

/** The closing balance in the account's nature (the balanza's SaldoFin). */
const closingOf = (row: MonthData['rows'][number]) =>
  row.nature === 'D'
    ? row.openingCents + row.debitCents - row.creditCents
    : row.openingCents + row.creditCents - row.debitCents

const TRIAL_HEADER = ['Cuenta', 'Nombre', 'Naturaleza', 'Saldo inicial', 'Debe', 'Haber', 'Saldo final']

/**
 * Every file of the month's package, unvalidated (the caller validates the XML before storing). A builder's
 * refusal (a text the SAT cannot take) throws its SatInputError.
 */
export async function buildPackageFiles(
  db: Executor,
  period: string,
  rfc: string,
): Promise<PackageFileBytes[]> {
  const { chart, rows, lines } = await monthData(db, period)
  const [year, month] = period.split('-').map(Number) as [number, number]
  const base = satBaseOf(rfc, period)

  const trialCsv =
    CSV_BOM +
    csvRow(TRIAL_HEADER) +
    rows
      .map((row) =>
        csvRow([
          row.code,
          row.name,
          row.nature,
          row.openingCents,
          row.debitCents,
          row.creditCents,
          closingOf(row),
        ]),
      )
      .join('')
  const trialCells: XlsxCell[][] = [
    TRIAL_HEADER,
    ...rows.map((row) => [
      row.code,
      row.name,
      row.nature,
      // Pesos as numbers in the sheet (the figures stay summable); the CSV and XML carry the exact centavos.
      row.openingCents / 100,
      row.debitCents / 100,
      row.creditCents / 100,
      closingOf(row) / 100,
    ]),
  ]
  async function* trialRows() {
    yield* trialCells
  }
  const journalCsv =
    CSV_BOM +
    csvRow(['Póliza', 'Fecha', 'Tipo', 'Concepto', 'Crédito', 'Cuenta', 'Nombre', 'Debe', 'Haber']) +
    lines
      .map((line) =>
        csvRow([
          String(line.entryId),
          line.businessDate,
          line.kind,
          line.memo,
          line.loanId === null ? null : String(line.loanId),
          line.accountCode,
          line.accountName,
          line.debitCents,
          line.creditCents,
        ]),
      )
      .join('')

  const files: PackageFileBytes[] = [
    {
      name: `balanza-${period}.csv`,
      kind: 'trial_balance_csv',
      mediaType: CSV,
      content: Buffer.from(trialCsv),
    },
    {
      name: `balanza-${period}.xlsx`,
      kind: 'trial_balance_xlsx',
      mediaType: XLSX,
      content: await bufferOf(xlsxStream(trialRows(), `Balanza ${period}`)),
    },
    { name: `polizas-${period}.csv`, kind: 'journal_csv', mediaType: CSV, content: Buffer.from(journalCsv) },
  ]
  // Electronic accounting starts with January 2015 (the structures' Anio ≥ 2015): an earlier month has none.
  if (year < FIRST_SAT_YEAR) return files
  const catalogo = catalogoCuentasXml({
    rfc,
    year,
    month,
    accounts: chart.map((account) => ({
      codAgrup: account.satGroupingCode,
      number: account.code,
      description: satSafe(account.name, 400),
      parent: account.parentCode ?? undefined,
      level: account.level,
      nature: account.nature === 'debit' ? 'D' : 'A',
    })),
  })
  const balanza = balanzaXml({
    rfc,
    year,
    month,
    tipoEnvio: 'N',
    accounts: rows.map((row) => ({
      number: row.code,
      nature: row.nature,
      openingCents: row.openingCents,
      debitCents: row.debitCents,
      creditCents: row.creditCents,
    })),
  })
  files.push(
    { name: `${base}CT.xml`, kind: 'sat_catalogo', mediaType: XML, content: Buffer.from(catalogo) },
    { name: `${base}BN.xml`, kind: 'sat_balanza', mediaType: XML, content: Buffer.from(balanza) },
  )
  const polizas = polizasOf(lines, rfc, year, month, PLACEHOLDER_REQUEST)
  if (polizas)
    files.push({ name: `${base}PL.xml`, kind: 'sat_polizas', mediaType: XML, content: Buffer.from(polizas) })
  return files
}

/**
 * The pólizas del periodo (none when the month has no entry: the structure needs one). The SAT asks for them
 * with a request (TipoSolicitud and its order or procedure number) that does not exist at the close; the stored
 * file carries AF with the placeholder order AAA0000000/00, to be replaced with the request's own before it is
 * sent (docs/accounting.md "The month's package").
 */
function polizasOf(
  lines: MonthData['lines'],
  rfc: string,
  year: number,
  month: number,
  request: PolizasRequest,
): string | null {
  if (lines.length === 0) return null
  const byEntry = new Map<number, MonthData['lines']>()
  for (const line of lines) byEntry.set(line.entryId, [...(byEntry.get(line.entryId) ?? []), line])
  return polizasXml({
    rfc,
    year,
    month,
    ...request,
    polizas: [...byEntry].map(([entryId, entryLines]) => {
      const head = entryLines[0]!
      const concept = satSafe(head.memo, 300)
      return {
        number: String(entryId),
        date: head.businessDate,
        concept,
        lines: entryLines.map((line) => ({
          account: line.accountCode,
          accountName: satSafe(line.accountName, 100),
          concept: satSafe(head.memo, 200),
          debitCents: line.debitCents,
          creditCents: line.creditCents,
        })),
      }
    }),
  })
}

/**
 * The pólizas del periodo for a request of the SAT (its type and number, docs/accounting.md "SAT requests"):
 * the month's entries as the package's file holds them; null when the month has none or is before 2015.
 */
export async function buildPolizasFile(
  db: Executor,
  period: string,
  rfc: string,
  request: PolizasRequest,
): Promise<PackageFileBytes | null> {
  const [year, month] = period.split('-').map(Number) as [number, number]
  if (year < FIRST_SAT_YEAR) return null
  const { lines } = await monthData(db, period)
  const xml = polizasOf(lines, rfc, year, month, request)
  return xml
    ? {
        name: `${satBaseOf(rfc, period)}PL.xml`,
        kind: 'sat_polizas',
        mediaType: XML,
        content: Buffer.from(xml),
      }
    : null
}
