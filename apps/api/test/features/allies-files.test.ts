import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AllyDetail, AllyFile, AllyListResponse } from '@mesa/contracts'
import { auditEvents } from '../../src/db/schema'
import { useTestApp } from '../helpers/use-test-app'
import { demoTokens } from '../helpers/demo-sign-in'

let admin: string
let ventas: string
let allyId: number

const t = useTestApp()
beforeAll(async () => {
  ;[admin, ventas] = await demoTokens(t, ['admin', 'ventas'])
  // An ally of ventas: a seller reads only its own allies (issue 9).
  const list = (await t.as(ventas, { method: 'POST', url: '/api/v1/allies/list' })).json<AllyListResponse>()
  allyId = list.products[0]!.id
})

const BOUNDARY = '----mesa-test-boundary'

/** A multipart/form-data body: text fields first, then one file part. */
function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    )
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    )
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`))
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  }
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
])

const upload = (body: ReturnType<typeof multipart>, token = admin, url = `/api/v1/allies/${allyId}/files`) =>
  t.as(token, { method: 'POST', url, ...body })

describe('ally files', () => {
  it('uploads a PDF (201), lists it on the ally, downloads it with its name, removes it (204)', async () => {
    const response = await upload(
      multipart(
        { kind: 'contrato' },
        { name: 'Contrato firmado ñ.pdf', type: 'application/pdf', bytes: pdf },
      ),
    )
    expect(response.statusCode, response.body).toBe(201)
    const file = response.json<AllyFile>()
    expect(file).toMatchObject({
      kind: 'contrato',
      fileName: 'Contrato firmado ñ.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
    })

    const detail = (await t.as(ventas, { method: 'GET', url: `/api/v1/allies/${allyId}` })).json<AllyDetail>()
    expect(detail.files.map((item) => item.id)).toContain(file.id)

    const download = await t.as(ventas, { method: 'GET', url: `/api/v1/allies/${allyId}/files/${file.id}` })
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-type']).toBe('application/pdf')
    expect(download.headers['content-disposition']).toContain('attachment;')
    expect(download.headers['content-disposition']).toContain(
      "filename*=UTF-8''Contrato%20firmado%20%C3%B1.pdf",
    )
    expect(download.rawPayload.equals(pdf)).toBe(true)

    expect(
      (await t.as(ventas, { method: 'DELETE', url: `/api/v1/allies/${allyId}/files/${file.id}` })).statusCode,
    ).toBe(403)
    const removed = await t.as(admin, { method: 'DELETE', url: `/api/v1/allies/${allyId}/files/${file.id}` })
    expect(removed.statusCode).toBe(204)
    const gone = await t.as(admin, { method: 'GET', url: `/api/v1/allies/${allyId}/files/${file.id}` })
    expect(gone.statusCode).toBe(404)
    expect(gone.body).toBe('')
    const again = await t.as(admin, { method: 'DELETE', url: `/api/v1/allies/${allyId}/files/${file.id}` })
    expect(again.statusCode).toBe(404)

    const events = await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'ally'), eq(auditEvents.entityId, String(allyId))))
    expect(events.map((event) => event.action)).toEqual(['ally.file_uploaded', 'ally.file_deleted'])
  })

  it('takes the kind from the query string and defaults to otro', async () => {
    const withQuery = await upload(
      multipart({}, { name: 'ine.png', type: 'image/png', bytes: png }),
      admin,
      `/api/v1/allies/${allyId}/files?kind=identificacion`,
    )
    expect(withQuery.statusCode, withQuery.body).toBe(201)
    expect(withQuery.json<AllyFile>().kind).toBe('identificacion')
    const withoutKind = await upload(multipart({}, { name: 'x.png', type: 'image/png', bytes: png }))
    expect(withoutKind.json<AllyFile>().kind).toBe('otro')
  })

  it('answers 413 naming file for more than 10 MB and keeps nothing', async () => {
    const before = await t.as(admin, { method: 'GET', url: `/api/v1/allies/${allyId}` })
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024, 0x20)])
    const response = await upload(
      multipart({ kind: 'contrato' }, { name: 'big.pdf', type: 'application/pdf', bytes: big }),
    )
    expect(response.statusCode).toBe(413)
    expect(Object.keys(response.json().errors)).toEqual(['file'])
    const after = await t.as(admin, { method: 'GET', url: `/api/v1/allies/${allyId}` })
    expect(after.json<AllyDetail>().files).toEqual(before.json<AllyDetail>().files)
  })

  it('accepts a file of almost 10 MB', async () => {
    const large = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024 - pdf.length - 1, 0x20)])
    const response = await upload(
      multipart({ kind: 'estado_cuenta' }, { name: 'edo.pdf', type: 'application/pdf', bytes: large }),
    )
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json<AllyFile>().size).toBe(large.length)
  })

  it('answers 400 naming file for a type other than PDF, JPEG, PNG or WEBP', async () => {
    const response = await upload(
      multipart({ kind: 'otro' }, { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('hola') }),
    )
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().errors)).toEqual(['file'])
  })

  it('answers 400 naming file when the bytes are not of the declared type', async () => {
    const response = await upload(
      multipart(
        { kind: 'otro' },
        { name: 'fake.pdf', type: 'application/pdf', bytes: Buffer.from('MZ\x90\x00 not a pdf') },
      ),
    )
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().errors)).toEqual(['file'])
    const tiny = await upload(
      multipart({}, { name: 'tiny.png', type: 'image/png', bytes: Buffer.from('ab') }),
    )
    expect(tiny.statusCode).toBe(400)
  })

  it('answers 400 naming kind for an unknown kind, and naming file without a file', async () => {
    const badKind = await upload(
      multipart({ kind: 'selfie' }, { name: 'a.pdf', type: 'application/pdf', bytes: pdf }),
    )
    expect(badKind.statusCode).toBe(400)
    expect(Object.keys(badKind.json().errors)).toEqual(['kind'])
    const noFile = await upload(multipart({ kind: 'contrato' }))
    expect(noFile.statusCode).toBe(400)
    expect(Object.keys(noFile.json().errors)).toEqual(['file'])
    const json = await t.as(admin, {
      method: 'POST',
      url: `/api/v1/allies/${allyId}/files`,
      payload: { a: 1 },
    })
    expect(json.statusCode).toBe(400)
  })

  it('answers 404 (empty) for an unknown ally and 403 to ventas', async () => {
    const unknown = await upload(
      multipart({}, { name: 'a.pdf', type: 'application/pdf', bytes: pdf }),
      admin,
      '/api/v1/allies/987654/files',
    )
    expect(unknown.statusCode).toBe(404)
    expect(unknown.body).toBe('')
    const forbidden = await upload(
      multipart({}, { name: 'a.pdf', type: 'application/pdf', bytes: pdf }),
      ventas,
    )
    expect(forbidden.statusCode).toBe(403)
  })

  it('downloads a seeded file', async () => {
    const detail = (await t.as(admin, { method: 'GET', url: `/api/v1/allies/${allyId}` })).json<AllyDetail>()
    const contract = detail.files.find((file) => file.kind === 'contrato')!
    const response = await t.as(admin, {
      method: 'GET',
      url: `/api/v1/allies/${allyId}/files/${contract.id}`,
    })
    expect(response.statusCode).toBe(200)
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
  })
})
