import { existsSync } from 'node:fs'
import path from 'node:path'
import { text } from 'node:stream/consumers'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AllyFile, AllyListResponse } from '@mesa/contracts'
import { allyFiles } from '../../src/db/schema'
import { S3Storage } from '../../src/lib/s3-storage'
import { startLocalS3, type LocalS3 } from '../helpers/s3-server'
import { createTestApp, type TestApp } from '../helpers/test-app'

let s3: LocalS3
let t: TestApp
// Files in a bucket: the app seeds the demo afresh (the seeded template's files are on disk), a minute or more on
// a busy machine.
beforeAll(async () => {
  s3 = await startLocalS3()
  t = await createTestApp({ s3: s3.options })
}, 180_000)
afterAll(async () => {
  await t.close()
  await s3.close()
})

/** One file field in a multipart/form-data body, after a `kind` field. */
function formWithFile(kind: string, fileName: string, contentType: string, bytes: Buffer) {
  const boundary = 'mesa-s3-form'
  const head = [
    `--${boundary}`,
    'Content-Disposition: form-data; name="kind"',
    '',
    kind,
    `--${boundary}`,
    `Content-Disposition: form-data; name="file"; filename="${fileName}"`,
    `Content-Type: ${contentType}`,
    '',
    '',
  ].join('\r\n')
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

describe('uploads with the S3 storage (S3_BUCKET)', () => {
  it('an ally file goes to the bucket, not the disk, streams back whole through the API, and is removed', async () => {
    const admin = (await t.login('admin@demo.com', 'admin')).accessToken
    const allyId = (
      await t.as(admin, { method: 'POST', url: '/api/v1/allies/list' })
    ).json<AllyListResponse>().products[0]!.id
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.alloc(200_000, 0x41),
      Buffer.from('\n%%EOF\n'),
    ])
    const url = `/api/v1/allies/${allyId}/files`
    const created = await t.as(admin, {
      method: 'POST',
      url,
      ...formWithFile('contrato', 'a.pdf', 'application/pdf', pdf),
    })
    expect(created.statusCode, created.body).toBe(201)
    const file = created.json<AllyFile>()

    const [row] = await t.database.db.select().from(allyFiles).where(eq(allyFiles.id, file.id))
    const bucket = new S3Storage(s3.options)
    const object = await bucket.get(row!.storageKey)
    expect(object!.size).toBe(pdf.length)
    expect(await text(object!.stream)).toBe(pdf.toString())
    expect(existsSync(path.join(t.dataDir, 'files', row!.storageKey))).toBe(false)

    const download = await t.as(admin, { method: 'GET', url: `${url}/${file.id}` })
    expect(download.statusCode).toBe(200)
    expect(download.rawPayload.equals(pdf)).toBe(true)

    expect((await t.as(admin, { method: 'DELETE', url: `${url}/${file.id}` })).statusCode).toBe(204)
    expect(await bucket.get(row!.storageKey)).toBeNull()
    bucket.close()
  })
})
