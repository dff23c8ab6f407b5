import { Readable } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { fieldError } from '@mesa/contracts'
import { HttpError, badRequest } from './http-errors'
import type { FileStorage } from './storage'
import { boundedDocument } from './upload-bounds'

/** The document types staff upload: PDF and the common image formats. */
export const uploadContentTypes = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024

export const wrongFileType = () =>
  badRequest({ file: [fieldError('file_type')] }, 'File type not allowed: PDF, JPEG, PNG or WEBP')
/** 413 with `file: ['file_too_large:<MB>']`, the limit in whole megabytes for the web's text. */
export const fileTooLarge = (maxBytes = UPLOAD_MAX_BYTES) => {
  const megabytes = Math.round(maxBytes / 1024 / 1024)
  return new HttpError(413, `The file is larger than the maximum of ${megabytes} MB`, {
    file: [fieldError('file_too_large', megabytes)],
  })
}

export const isAllowedContentType = (type: string): type is (typeof uploadContentTypes)[number] =>
  (uploadContentTypes as readonly string[]).includes(type)

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
    // Customers' voice notes, audio and video (WhatsApp's own formats).
    case 'audio/ogg':
      return ascii(0, 4) === 'OggS'
    case 'audio/mpeg':
      return ascii(0, 3) === 'ID3' || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0)
    case 'audio/aac':
      return head[0] === 0xff && ((head[1] ?? 0) & 0xf6) === 0xf0
    case 'audio/amr':
      return ascii(0, 5) === '#!AMR'
    case 'audio/mp4':
    case 'video/mp4':
    case 'video/3gpp':
      return ascii(4, 8) === 'ftyp'
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

export interface ReceivedUpload {
  storageKey: string
  size: number
  fileName: string
  contentType: string
  /** The other form fields sent before the file. */
  fields: Record<string, string>
}

/**
 * Streams one multipart file into storage, checking its declared type against its first bytes, its size
 * against the limit (413), and what it would cost to read (an image's pixels, a PDF's pages: 413,
 * lib/upload-bounds.ts); a refused upload leaves nothing stored. The route's scope must
 * have @fastify/multipart registered with `limits.fileSize`.
 */
export async function receiveUpload(
  request: FastifyRequest,
  storage: FileStorage,
  options: {
    prefix: string
    /** The scope's multipart size limit, named in the 413 message; default 10 MB. */
    maxBytes?: number
    /** The types accepted; default: PDF and the common images. */
    allowedTypes?: readonly string[]
    /** Checks the fields sent before the file; throwing refuses the upload before anything is stored. */
    beforeStore?: (fields: Record<string, string>) => void
  },
): Promise<ReceivedUpload> {
  if (!request.isMultipart())
    throw badRequest({ file: [fieldError('file_missing')] }, 'Send the file as multipart/form-data')
  const part = await request.file()
  if (!part) throw badRequest({ file: [fieldError('file_missing')] })
  const fields: Record<string, string> = {}
  for (const [name, field] of Object.entries(part.fields)) {
    if (field && !Array.isArray(field) && field.type === 'field') fields[name] = String(field.value)
  }
  try {
    options.beforeStore?.(fields)
  } catch (error) {
    part.file.resume()
    throw error
  }
  const allowed = options.allowedTypes
    ? options.allowedTypes.includes(part.mimetype)
    : isAllowedContentType(part.mimetype)
  if (!allowed) {
    part.file.resume()
    throw wrongFileType()
  }
  let stored
  try {
    stored = await storage.put(
      Readable.from(boundedDocument(sniffed(part.file, part.mimetype), part.mimetype)),
      {
        prefix: options.prefix,
      },
    )
  } catch (error) {
    part.file.resume()
    if (part.file.truncated) throw fileTooLarge(options.maxBytes)
    throw error
  }
  if (part.file.truncated) {
    await storage.delete(stored.key)
    throw fileTooLarge(options.maxBytes)
  }
  return {
    storageKey: stored.key,
    size: stored.size,
    fileName: cleanFileName(part.filename),
    contentType: part.mimetype,
    fields,
  }
}

/** Content-Disposition of a download: an ASCII name every browser reads, and the exact one for those that can. */
function attachmentOf(fileName: string) {
  const asciiName = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

/** Sends a stored file as a download with a safe Content-Disposition. */
export function sendStoredFile(
  reply: FastifyReply,
  object: { stream: Readable; size: number },
  file: { fileName: string; contentType: string },
) {
  return sendDownload(reply.header('content-length', String(object.size)), file, object.stream)
}

/** Sends a file made for this answer (a report, an export, a bank file) as a private download. */
export function sendDownload(
  reply: FastifyReply,
  file: { fileName: string; contentType: string },
  body: string | Buffer | Uint8Array | Readable,
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentOf(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(body)
}
