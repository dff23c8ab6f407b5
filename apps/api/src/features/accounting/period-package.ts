import { PassThrough, type Readable } from 'node:stream'
import { and, asc, desc, eq } from 'drizzle-orm'
import yazl from 'yazl'
import type { PeriodPackage } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { conflict, notFound } from '../../lib/http-errors'
import { lenderProfileOf } from '../lender'
import { accountingPeriodFiles } from './period-package.schema'
import { buildPackageFiles, sha256Of, type PackageFileBytes } from './period-package-files'
import { contabilidadElectronicaSchemas } from './sat/sat-schemas'
import { SatInputError } from './sat/sat-text'
import { validateXml } from './sat/xsd-validate'

/** Problems listed per file in the 409, at most this many each (the first ones say what is wrong). */
const MAX_PROBLEMS = 20

/** Each XML file's problems against the SAT's XSDs (none: valid). */
export function packageProblems(files: PackageFileBytes[]): Record<string, string[]> {
  const schemas = contabilidadElectronicaSchemas()
  const problems: Record<string, string[]> = {}
  for (const file of files) {
    if (file.mediaType !== 'application/xml') continue
    const found = validateXml(schemas, file.content.toString('utf8'))
    if (found.length > 0) problems[`sat_files.${file.name}`] = found.slice(0, MAX_PROBLEMS)
  }
  return problems
}

/** A file's row in the month's package: its bytes with their size and SHA-256, when and by whom. */
export const packageFileRow = (
  period: string,
  file: PackageFileBytes,
  generatedAt: Date,
  generatedBy: number | null,
) => ({
  period,
  name: file.name,
  kind: file.kind,
  mediaType: file.mediaType,
  content: file.content,
  sizeBytes: file.content.length,
  sha256: sha256Of(file.content),
  generatedAt,
  generatedBy,
})

const refused = (problems: Record<string, string[]>) =>
  conflict('period_not_closable', `The SAT files are not valid: ${Object.keys(problems).join(', ')}`, {
    sat_files: ['period_not_closable'],
    ...problems,
  })

/**
 * Builds, validates and stores the month's package in the close's transaction (issue 34 item 4): a file the
 * SAT's XSDs refuse, or a text the SAT's structures cannot carry, refuses the close (409 `period_not_closable`
 * with `sat_files` and one `sat_files.<file>` entry per invalid file) and nothing is written. A package stored
 * before (a month closed, reopened by hand and closed again) is replaced.
 */
export async function storePeriodPackage(tx: Executor, period: string, userId: number | null): Promise<void> {
  const { rfc } = await lenderProfileOf(tx)
  let files: PackageFileBytes[]
  try {
    files = await buildPackageFiles(tx, period, rfc)
  } catch (error) {
    if (!(error instanceof SatInputError)) throw error
    throw refused({
      'sat_files.input': error.fields
        .map((field) => `${field.field}: ${field.message}`)
        .slice(0, MAX_PROBLEMS),
    })
  }
  const problems = packageProblems(files)
  if (Object.keys(problems).length > 0) throw refused(problems)
  await tx.delete(accountingPeriodFiles).where(eq(accountingPeriodFiles.period, period))
  const generatedAt = new Date()
  await tx
    .insert(accountingPeriodFiles)
    .values(files.map((file) => packageFileRow(period, file, generatedAt, userId)))
}

/** The closed months' packages (file names and sizes, not their bytes), newest month first. */
export async function listPackages(db: Executor): Promise<{ items: PeriodPackage[] }> {
  const rows = await db
    .select({
      period: accountingPeriodFiles.period,
      name: accountingPeriodFiles.name,
      kind: accountingPeriodFiles.kind,
      mediaType: accountingPeriodFiles.mediaType,
      sizeBytes: accountingPeriodFiles.sizeBytes,
      sha256: accountingPeriodFiles.sha256,
      generatedAt: accountingPeriodFiles.generatedAt,
    })
    .from(accountingPeriodFiles)
    .orderBy(desc(accountingPeriodFiles.period), asc(accountingPeriodFiles.name))
  const byPeriod = new Map<string, PeriodPackage>()
  for (const { period, generatedAt, ...file } of rows) {
    const entry = byPeriod.get(period) ?? { period, generatedAt: generatedAt.toISOString(), files: [] }
    entry.files.push(file)
    byPeriod.set(period, entry)
  }
  return { items: [...byPeriod.values()] }
}

/** One stored file's bytes, or 404. */
export async function packageFile(db: Executor, period: string, name: string) {
  const [row] = await db
    .select({
      name: accountingPeriodFiles.name,
      mediaType: accountingPeriodFiles.mediaType,
      content: accountingPeriodFiles.content,
    })
    .from(accountingPeriodFiles)
    .where(and(eq(accountingPeriodFiles.period, period), eq(accountingPeriodFiles.name, name)))
  if (!row) throw notFound()
  return row
}

/** Every file of a month's package in one ZIP (404 when the month has none). */
export async function packageZip(db: Executor, period: string): Promise<Readable> {
  const rows = await db
    .select({
      name: accountingPeriodFiles.name,
      content: accountingPeriodFiles.content,
      generatedAt: accountingPeriodFiles.generatedAt,
    })
    .from(accountingPeriodFiles)
    .where(eq(accountingPeriodFiles.period, period))
    .orderBy(asc(accountingPeriodFiles.name))
  if (rows.length === 0) throw notFound()
  const zip = new yazl.ZipFile()
  for (const row of rows) zip.addBuffer(row.content, row.name, { mtime: row.generatedAt })
  zip.end()
  const output = new PassThrough()
  zip.outputStream.on('error', (error: Error) => output.destroy(error))
  return zip.outputStream.pipe(output)
}
