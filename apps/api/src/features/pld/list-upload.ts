import type { FastifyRequest } from 'fastify'
import { fieldError, PLD_LIST_MAX_BYTES, pldListUploadFieldsSchema, type PldListKind } from '@mesa/contracts'
import { badRequest } from '../../lib/http-errors'
import { fileTooLarge } from '../../lib/uploads'
import { fieldErrorsOf } from '../../lib/zod-errors'
import type { ListUpload, ReceivedFile } from './list-imports'

/**
 * Reads a list upload (multipart): the file in `file`, OFAC's alt.csv in `aliases`, and the fields
 * `publishedOn` and `source`. Every wrong part is named in one 400 (a missing file, a bad date, an aliases
 * file on a list that has none).
 */
export async function readListUpload(request: FastifyRequest, list: PldListKind) {
  const files = new Map<string, ReceivedFile>()
  const fields: Record<string, string> = {}
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer()
      if (part.file.truncated) throw fileTooLarge(PLD_LIST_MAX_BYTES)
      files.set(part.fieldname, { fileName: part.filename || part.fieldname, bytes })
    } else if (typeof part.value === 'string') fields[part.fieldname] = part.value
  }
  const errors: Record<string, string[]> = {}
  const parsed = pldListUploadFieldsSchema.safeParse(fields)
  if (!parsed.success) Object.assign(errors, fieldErrorsOf(parsed.error))
  const file = files.get('file')
  if (!file) errors.file = [fieldError('file_missing')]
  if (files.has('aliases') && list !== 'ofac_sdn') errors.aliases = [fieldError('unknown_field')]
  if (!parsed.success || !file || errors.aliases) throw badRequest(errors)
  const upload: ListUpload = { file, aliases: files.get('aliases') }
  return { fields: parsed.data, upload }
}
