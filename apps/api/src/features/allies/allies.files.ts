import { and, eq } from 'drizzle-orm'
import { allyFileContentTypes, type AllyFile, type AllyFileKind } from '@mesa/contracts'
import type { Database } from '../../db/client'
import { allyFiles } from '../../db/schema'
import { badRequest } from '../../lib/http-errors'
import type { FileStorage } from '../../lib/storage'
import { writeAllyAudit } from './allies.service'

export const WRONG_FILE_TYPE = 'Tipo de archivo no permitido: PDF, JPEG, PNG o WEBP'
export const wrongFileType = () => badRequest({ file: [WRONG_FILE_TYPE] }, WRONG_FILE_TYPE)

export const isAllowedContentType = (type: string): type is (typeof allyFileContentTypes)[number] =>
  (allyFileContentTypes as readonly string[]).includes(type)

/** Whether the first bytes are those of the declared type (the client's word is not enough). */
export function magicMatches(contentType: string, head: Buffer): boolean {
  const ascii = (start: number, end: number) => head.subarray(start, end).toString('latin1')
  switch (contentType) {
    case 'application/pdf':
      return ascii(0, 5) === '%PDF-'
    case 'image/jpeg':
      return head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff
    case 'image/png':
      return head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    case 'image/webp':
      return ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP'
    default:
      return false
  }
}

/** Yields the bytes once the first 12 match the declared type; throws a 400 naming `file` otherwise. */
export async function* sniffed(source: AsyncIterable<Buffer>, contentType: string): AsyncGenerator<Buffer> {
  let head = Buffer.alloc(0)
  let checked = false
  for await (const chunk of source) {
    if (checked) {
      yield chunk
      continue
    }
    head = Buffer.concat([head, chunk])
    if (head.length < 12) continue
    if (!magicMatches(contentType, head)) throw wrongFileType()
    checked = true
    yield head
  }
  if (!checked) {
    if (!magicMatches(contentType, head)) throw wrongFileType()
    yield head
  }
}

// eslint-disable-next-line no-control-regex
const UNSAFE_IN_FILE_NAMES = /[\u0000-\u001f\u007f"]/g

/** A file name safe for storage and for Content-Disposition. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const cleaned = base.replace(UNSAFE_IN_FILE_NAMES, '').trim().slice(-200)
  return cleaned || 'archivo'
}

export async function recordAllyFile(
  db: Database,
  values: {
    allyId: number
    kind: AllyFileKind
    fileName: string
    contentType: string
    size: number
    storageKey: string
    uploadedByUserId: number
  },
): Promise<AllyFile> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(allyFiles).values(values).returning()
    await writeAllyAudit(tx, values.uploadedByUserId, 'ally.file_uploaded', values.allyId, {
      fileId: row!.id,
      kind: values.kind,
      fileName: values.fileName,
      size: values.size,
    })
    return {
      id: row!.id,
      kind: row!.kind,
      fileName: row!.fileName,
      contentType: row!.contentType,
      size: row!.size,
      uploadedAt: row!.createdAt.toISOString(),
    }
  })
}

export async function findAllyFile(db: Database, allyId: number, fileId: string) {
  const [row] = await db
    .select()
    .from(allyFiles)
    .where(and(eq(allyFiles.allyId, allyId), eq(allyFiles.id, fileId)))
    .limit(1)
  return row ?? null
}

/** Removes the row (with an audit event) and then the bytes. */
export async function removeAllyFile(
  db: Database,
  storage: FileStorage,
  allyId: number,
  fileId: string,
  actorUserId: number,
): Promise<boolean> {
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(allyFiles)
      .where(and(eq(allyFiles.allyId, allyId), eq(allyFiles.id, fileId)))
      .returning()
    if (!row) return null
    await writeAllyAudit(tx, actorUserId, 'ally.file_deleted', allyId, {
      fileId,
      kind: row.kind,
      fileName: row.fileName,
    })
    return row
  })
  if (!removed) return false
  await storage.delete(removed.storageKey)
  return true
}
