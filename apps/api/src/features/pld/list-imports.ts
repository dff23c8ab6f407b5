import { createHash } from 'node:crypto'
import { and, desc, eq, inArray } from 'drizzle-orm'
import {
  blockingListKinds,
  pldListKinds,
  type PldListImport,
  type PldListKind,
  type PldListUploadFields,
} from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { recordAudit } from '../audit'
import { userDirectory } from '../users'
import { parseOfacSdn, parsePepList, parseUifList, type ParsedList } from './list-files'
import { readListRows } from './list-rows'
import { normalizeName, searchTokens } from './names'
import { pldListEntries, pldListImports, pldListNames } from './pld.schema'

export interface ReceivedFile {
  fileName: string
  bytes: Buffer
}

/** The file of a list, and OFAC's aliases file (alt.csv) beside its sdn.csv. */
export interface ListUpload {
  file: ReceivedFile
  aliases?: ReceivedFile | undefined
}

const BATCH = 500

/** SHA-256 of the file's bytes, and of the aliases file's after it: the identity of what was imported. */
function hashOf(upload: ListUpload) {
  const hash = createHash('sha256').update(upload.file.bytes)
  if (upload.aliases) hash.update('\u0000alt\u0000').update(upload.aliases.bytes)
  return hash.digest('hex')
}

async function parseUpload(list: PldListKind, upload: ListUpload): Promise<ParsedList> {
  const rows = await readListRows(upload.file.bytes)
  if (list === 'uif_lpb') return parseUifList(rows)
  if (list === 'pep') return parsePepList(rows)
  const aliasRows = upload.aliases ? await readListRows(upload.aliases.bytes, 'aliases') : []
  return parseOfacSdn(rows, aliasRows)
}

const importColumns = {
  id: pldListImports.id,
  list: pldListImports.list,
  source: pldListImports.source,
  publishedOn: pldListImports.publishedOn,
  fileName: pldListImports.fileName,
  fileHash: pldListImports.fileHash,
  entries: pldListImports.entries,
  names: pldListImports.names,
  skipped: pldListImports.skipped,
  current: pldListImports.current,
  importedBy: userDirectory.fullName,
  importedAt: pldListImports.importedAt,
}

const asImport = (row: Omit<PldListImport, 'importedAt'> & { importedAt: Date }): PldListImport => ({
  ...row,
  importedAt: row.importedAt.toISOString(),
})

async function loadImport(db: Executor, id: number) {
  const [row] = await db
    .select(importColumns)
    .from(pldListImports)
    .leftJoin(userDirectory, eq(userDirectory.id, pldListImports.importedByUserId))
    .where(eq(pldListImports.id, id))
  return asImport(row!)
}

/**
 * Imports a list file: parsed and checked before anything is written (a bad file writes nothing), then in
 * one transaction the new import becomes the list's current one, its entries and their normalised names
 * written. The same file again (same hash) answers the existing import, `unchanged`.
 */
export async function importList(
  db: Database,
  actorUserId: number | null,
  list: PldListKind,
  fields: PldListUploadFields,
  upload: ListUpload,
): Promise<{ import: PldListImport; unchanged: boolean }> {
  const fileHash = hashOf(upload)
  const [existing] = await db
    .select({ id: pldListImports.id })
    .from(pldListImports)
    .where(and(eq(pldListImports.list, list), eq(pldListImports.fileHash, fileHash)))
  if (existing) return { import: await loadImport(db, existing.id), unchanged: true }
  const parsed = await parseUpload(list, upload)
  const named = parsed.entries.map((entry) => ({
    entry,
    names: [entry.primaryName, ...entry.aliases]
      .map((name) => ({ name, tokens: normalizeName(name) }))
      .filter(({ tokens }) => tokens.length > 0),
  }))
  const nameCount = named.reduce((sum, { names }) => sum + names.length, 0)
  const id = await db.transaction(async (tx) => {
    await tx
      .update(pldListImports)
      .set({ current: false })
      .where(and(eq(pldListImports.list, list), eq(pldListImports.current, true)))
    const [created] = await tx
      .insert(pldListImports)
      .values({
        list,
        source: fields.source,
        publishedOn: fields.publishedOn,
        fileName: [upload.file.fileName, upload.aliases?.fileName].filter(Boolean).join(' + '),
        fileHash,
        entries: parsed.entries.length,
        names: nameCount,
        skipped: parsed.skipped,
        importedByUserId: actorUserId,
      })
      .returning({ id: pldListImports.id })
    const importId = created!.id
    for (let start = 0; start < named.length; start += BATCH) {
      const batch = named.slice(start, start + BATCH)
      const ids = await tx
        .insert(pldListEntries)
        .values(
          batch.map(({ entry }) => ({
            importId,
            list,
            externalId: entry.externalId,
            primaryName: entry.primaryName,
            entityType: entry.entityType,
            birthDates: entry.birthDates,
            rfc: entry.rfc,
            curp: entry.curp,
            detail: entry.detail,
          })),
        )
        .returning({ id: pldListEntries.id })
      const names = batch.flatMap(({ names: entryNames }, index) =>
        entryNames.map(({ name, tokens }) => ({
          entryId: ids[index]!.id,
          importId,
          name,
          normalized: tokens.join(' '),
          tokens: searchTokens(tokens),
        })),
      )
      if (names.length > 0) await tx.insert(pldListNames).values(names)
    }
    await recordAudit(tx, {
      actorUserId,
      action: 'pld.list_imported',
      entityType: 'pld_list',
      entityId: importId,
      data: {
        list,
        publishedOn: fields.publishedOn,
        fileHash,
        entries: parsed.entries.length,
        skipped: parsed.skipped,
      },
    })
    return importId
  })
  return { import: await loadImport(db, id), unchanged: false }
}

/** Each list with its current import and its last ten imports. */
export async function listLists(db: Executor) {
  const rows = await db
    .select(importColumns)
    .from(pldListImports)
    .leftJoin(userDirectory, eq(userDirectory.id, pldListImports.importedByUserId))
    .where(inArray(pldListImports.list, [...pldListKinds]))
    .orderBy(desc(pldListImports.importedAt), desc(pldListImports.id))
  const items = pldListKinds.map((list) => {
    const imports = rows.filter((row) => row.list === list).map(asImport)
    return {
      list,
      blocking: blockingListKinds.includes(list),
      current: imports.find((row) => row.current) ?? null,
      imports: imports.slice(0, 10),
    }
  })
  return { items, total: items.length }
}
