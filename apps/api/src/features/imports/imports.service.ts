import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm'
import {
  IMPORT_MAX_ROWS,
  importFieldsOf,
  importPermissionOf,
  rulesAllow,
  importRequiredFieldsOf,
  type ImportEntity,
  type ImportMapping,
  type ImportRow,
  type ImportRowPatch,
  type ImportRowsQuery,
  type ImportStart,
  type ImportSummary,
  type AuditAction,
} from '@mesa/contracts'
import { isEmbedded, type Database, type Executor } from '../../db/client'
import { badRequest, conflict, emptyNotFound, forbidden, staleVersion } from '../../lib/http-errors'
import { countUpTo, readPage } from '../../lib/paging'
import { recordAudit, type AuditEvent } from '../audit'
import { enqueue } from '../jobs'
import { entityRowsOf } from './entities'
import type { ImportRecord, Importer } from './entity-rows'
import { readRows } from './file-reader'
import { cleanMapping, guessMapping, layoutHash } from './mapping'
import { importMappings, importRows, imports } from './imports.schema'
import {
  CHECK_CHUNK,
  checkChunk,
  earlierRowsOfKeys,
  recheckAll,
  refreshCounts,
  storeVerdicts,
} from './row-checks'

export const IMPORT_JOB = 'imports.run'

/**
 * Rows per batch (one transaction each). On embedded PGlite a batch holds the one connection while it runs,
 * so batches are smaller there: a request waits at most about one batch (the runner yields between them).
 */
const BATCH_SIZE = 1000
const EMBEDDED_BATCH_SIZE = 200

export function summaryOf(record: ImportRecord): ImportSummary {
  return {
    id: record.id,
    entity: record.entity,
    fileName: record.fileName,
    status: record.status,
    headers: record.headers,
    fields: [...importFieldsOf[record.entity]],
    requiredFields: [...importRequiredFieldsOf[record.entity]],
    mapping: record.mapping,
    mappingRemembered: record.mappingRemembered,
    totalRows: record.totalRows,
    errorRows: record.errorRows,
    duplicateRows: record.duplicateRows,
    excludedRows: record.excludedRows,
    duplicatePolicy: record.duplicatePolicy,
    batchSize: record.batchSize,
    batchCount: Math.ceil(record.totalRows / record.batchSize),
    batchesDone: record.batchesDone,
    created: record.created,
    updated: record.updated,
    skipped: record.skipped,
    rejected: record.rejected,
    version: record.version,
    createdAt: record.createdAt.toISOString(),
    finishedAt: record.finishedAt?.toISOString() ?? null,
  }
}

/** The import's own audit steps (contracts `auditActions`, `import.*`). */
type StepOf<Action> = Action extends `import.${infer Step}` ? Step : never
type ImportAuditStep = StepOf<AuditAction>

const importAudit = (
  importer: Importer,
  action: ImportAuditStep,
  importId: number,
  data: Record<string, unknown>,
): AuditEvent => ({
  actorUserId: importer.userId,
  action: `import.${action}`,
  entityType: 'import',
  entityId: importId,
  data,
})

/** The importer's own import (nobody else's: an import shows the rows of someone's file). */
export async function loadImport(db: Executor, importer: Importer, id: number, lock = false) {
  const query = db
    .select()
    .from(imports)
    .where(and(eq(imports.id, id), eq(imports.userId, importer.userId), ne(imports.status, 'staging')))
  const [record] = lock ? await query.for('update') : await query
  if (!record) throw emptyNotFound()
  return record
}

const requireReady = (record: ImportRecord) => {
  if (record.status !== 'ready')
    throw conflict('wrong_import_status', `The import is ${record.status}, no longer editable`)
}

/**
 * Stages a file: reads it as a stream, takes its first row as the header, picks the mapping (the one this
 * user kept for this layout, else a guess from the headers), then checks and stores the rows chunk by chunk.
 * The import stays `staging` (invisible) until every row is stored; a file that breaks half-way leaves
 * nothing behind.
 */
export async function stageImport(
  db: Database,
  importer: Importer,
  entity: ImportEntity,
  fileName: string,
  /** The received file on local disk. */
  file: string,
): Promise<ImportRecord> {
  if (!rulesAllow(importer.rules, importPermissionOf[entity]))
    throw forbidden('forbidden', `You may not import ${entity}`)
  const rows = readRows(file)
  try {
    return await stageRows(db, importer, entity, fileName, rows)
  } finally {
    // Whatever ended the staging, the reader's file and parser streams close now, not when collected.
    await rows.return(undefined)
  }
}

async function stageRows(
  db: Database,
  importer: Importer,
  entity: ImportEntity,
  fileName: string,
  rows: AsyncGenerator<string[]>,
): Promise<ImportRecord> {
  const first = await rows.next()
  const headers = first.done ? [] : first.value.map((header) => header.trim())
  if (headers.every((header) => header === ''))
    throw badRequest({ file: ['no_header'] }, 'The file has no header row')
  const headerHash = layoutHash(headers)
  const [remembered] = await db
    .select({ mapping: importMappings.mapping })
    .from(importMappings)
    .where(
      and(
        eq(importMappings.userId, importer.userId),
        eq(importMappings.entity, entity),
        eq(importMappings.headerHash, headerHash),
      ),
    )
  const mapping = cleanMapping(entity, remembered?.mapping ?? guessMapping(entity, headers), headers.length)
  const [record] = await db
    .insert(imports)
    .values({
      entity,
      userId: importer.userId,
      fileName: fileName.slice(0, 200),
      headers,
      headerHash,
      mapping,
      mappingRemembered: Boolean(remembered),
      batchSize: isEmbedded(db) ? EMBEDDED_BATCH_SIZE : BATCH_SIZE,
    })
    .returning()
  const importId = record!.id
  try {
    const entityRows = entityRowsOf[entity]
    const context = await entityRows.loadContext(db, importer)
    const firstRowOfKey = new Map<string, number>()
    let chunk: Array<{ rowNumber: number; cells: string[]; excluded: boolean }> = []
    let rowNumber = 0
    const flush = async () => {
      if (chunk.length === 0) return
      const verdicts = await checkChunk(db, entityRows, chunk, mapping, context, firstRowOfKey, importer)
      await db.insert(importRows).values(
        chunk.map((row, index) => ({
          importId,
          rowNumber: row.rowNumber,
          cells: row.cells,
          errors: verdicts[index]!.errors,
          dedupeKey: verdicts[index]!.key,
          duplicateOf: verdicts[index]!.duplicateOf,
        })),
      )
      chunk = []
    }
    for await (const cells of rows) {
      rowNumber += 1
      if (rowNumber > IMPORT_MAX_ROWS)
        throw badRequest({ file: [`too_many_rows:${IMPORT_MAX_ROWS}`] }, 'Too many rows')
      chunk.push({ rowNumber, cells, excluded: false })
      if (chunk.length >= CHECK_CHUNK) await flush()
    }
    await flush()
    if (rowNumber === 0) throw badRequest({ file: ['empty_file'] }, 'The file has no data rows')
    await db.transaction(async (tx) => {
      await refreshCounts(tx, importId)
      await tx.update(imports).set({ status: 'ready' }).where(eq(imports.id, importId))
      await recordAudit(tx, importAudit(importer, 'staged', importId, { entity, fileName, rows: rowNumber }))
    })
    return loadImport(db, importer, importId)
  } catch (error) {
    await db.delete(imports).where(eq(imports.id, importId))
    throw error
  }
}

export async function listImports(db: Executor, importer: Importer) {
  const records = await db
    .select()
    .from(imports)
    .where(and(eq(imports.userId, importer.userId), ne(imports.status, 'staging')))
    .orderBy(desc(imports.createdAt), desc(imports.id))
    .limit(20)
  return records.map(summaryOf)
}

const rowFilters: Record<ImportRowsQuery['filter'], SQL | undefined> = {
  all: undefined,
  errors: sql`${importRows.errors} <> '{}'::jsonb`,
  duplicates: sql`${importRows.duplicateOf} is not null`,
  rejected: eq(importRows.outcome, 'rejected'),
}

const rowOf = (row: typeof importRows.$inferSelect): ImportRow => ({
  rowNumber: row.rowNumber,
  cells: row.cells,
  errors: row.errors,
  duplicateOf: row.duplicateOf,
  excluded: row.excluded,
  outcome: row.outcome,
})

export async function listImportRows(db: Executor, importer: Importer, id: number, query: ImportRowsQuery) {
  await loadImport(db, importer, id)
  const where = and(eq(importRows.importId, id), rowFilters[query.filter])
  const { rows, ...totals } = await readPage(
    query,
    ({ limit, offset }) =>
      db
        .select()
        .from(importRows)
        .where(where)
        .orderBy(asc(importRows.rowNumber))
        .limit(limit)
        .offset(offset),
    (cap) => countUpTo(db, importRows, where, cap),
  )
  return { rows: rows.map(rowOf), ...totals }
}

/** A fix in the preview: new cell texts and/or the row left out, then the row checked again. */
export async function patchImportRow(
  db: Database,
  importer: Importer,
  id: number,
  rowNumber: number,
  patch: Required<Pick<ImportRowPatch, 'cells'>> & Pick<ImportRowPatch, 'excluded'>,
) {
  return db.transaction(async (tx) => {
    const record = await loadImport(tx, importer, id, true)
    requireReady(record)
    const [row] = await tx
      .select()
      .from(importRows)
      .where(and(eq(importRows.importId, id), eq(importRows.rowNumber, rowNumber)))
    if (!row) throw emptyNotFound()
    const cells = [...row.cells]
    for (const { column, value } of patch.cells) {
      if (column >= record.headers.length) throw badRequest({ cells: ['invalid_value'] })
      while (cells.length <= column) cells.push('')
      cells[column] = value.trim()
    }
    const excluded = patch.excluded ?? row.excluded
    await tx
      .update(importRows)
      .set({ cells, excluded })
      .where(and(eq(importRows.importId, id), eq(importRows.rowNumber, rowNumber)))
    const entityRows = entityRowsOf[record.entity]
    const context = await entityRows.loadContext(tx, importer)
    const checked = { rowNumber, cells, excluded }
    const key = entityRows.keyOf(cells, record.mapping)
    const keys = await earlierRowsOfKeys(tx, id, key ? [key] : [], rowNumber)
    const verdicts = await checkChunk(tx, entityRows, [checked], record.mapping, context, keys, importer)
    await storeVerdicts(tx, id, verdicts)
    await refreshCounts(tx, id)
    await recordAudit(
      tx,
      importAudit(importer, 'row_fixed', id, {
        rowNumber,
        columns: patch.cells.map((c) => c.column),
        excluded,
      }),
    )
    const [stored] = await tx
      .select()
      .from(importRows)
      .where(and(eq(importRows.importId, id), eq(importRows.rowNumber, rowNumber)))
    return rowOf(stored!)
  })
}

async function rememberMapping(db: Executor, record: ImportRecord, mapping: ImportMapping) {
  await db
    .insert(importMappings)
    .values({ userId: record.userId, entity: record.entity, headerHash: record.headerHash, mapping })
    .onConflictDoUpdate({
      target: [importMappings.userId, importMappings.entity, importMappings.headerHash],
      set: { mapping, updatedAt: new Date() },
    })
}

/** A new mapping: kept for this file layout (per user) and every row checked again under it. */
export async function updateMapping(
  db: Database,
  importer: Importer,
  id: number,
  input: { mapping: ImportMapping; version: number },
) {
  await db.transaction(async (tx) => {
    const record = await loadImport(tx, importer, id, true)
    requireReady(record)
    if (record.version !== input.version) throw staleVersion()
    const mapping = cleanMapping(record.entity, input.mapping, record.headers.length)
    await tx
      .update(imports)
      .set({ mapping, version: record.version + 1, updatedAt: new Date() })
      .where(eq(imports.id, id))
    await rememberMapping(tx, record, mapping)
    await recheckAll(tx, entityRowsOf[record.entity], id, mapping, importer)
    await refreshCounts(tx, id)
    await recordAudit(tx, importAudit(importer, 'mapped', id, { mapping }))
  })
  return loadImport(db, importer, id)
}

/** Starts the import: the mapping must feed every required field; the job then writes batch by batch. */
export async function startImport(db: Database, importer: Importer, id: number, input: ImportStart) {
  await db.transaction(async (tx) => {
    const record = await loadImport(tx, importer, id, true)
    requireReady(record)
    if (record.version !== input.version) throw staleVersion()
    const missing = importRequiredFieldsOf[record.entity].filter(
      (field) => record.mapping[field] === null || record.mapping[field] === undefined,
    )
    if (missing.length > 0)
      throw badRequest(
        Object.fromEntries(missing.map((field) => [`mapping.${field}`, ['mapping_incomplete']])),
        'Every required field needs a column',
      )
    await tx
      .update(imports)
      .set({
        status: 'queued',
        duplicatePolicy: input.duplicatePolicy,
        version: record.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(imports.id, id))
    await rememberMapping(tx, record, record.mapping)
    await enqueue(tx, IMPORT_JOB, { importId: id }, { singletonKey: `import:${id}` })
    await recordAudit(
      tx,
      importAudit(importer, 'started', id, {
        duplicatePolicy: input.duplicatePolicy,
        rows: record.totalRows,
        withErrors: record.errorRows,
      }),
    )
  })
  return loadImport(db, importer, id)
}
