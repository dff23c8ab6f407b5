import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../helpers/use-test-app'

let token: string
const t = useTestApp()
beforeAll(async () => {
  token = (await t.login('comite@demo.com', 'comite')).accessToken
})

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)
function multipart(fileName: string, type: string, bytes: Buffer) {
  const boundary = '----avatar'
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  }
}

describe('my picture', () => {
  it('is uploaded, served without a token, replaced and removed', async () => {
    const upload = await t.as(token, {
      method: 'POST',
      url: '/api/v1/account/avatar',
      ...multipart('me.png', 'image/png', png),
    })
    expect(upload.statusCode, upload.body).toBe(200)
    const { avatar } = upload.json()
    expect(avatar).toMatch(/^\/api\/v1\/avatars\/[0-9a-f]{2}\/[0-9a-f-]{36}\.png$/)
    const served = await t.app.inject({ method: 'GET', url: avatar })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.rawPayload.equals(png)).toBe(true)
    expect((await t.as(token, { method: 'GET', url: '/api/v1/account' })).json().avatar).toBe(avatar)

    const again = await t.as(token, {
      method: 'POST',
      url: '/api/v1/account/avatar',
      ...multipart('me2.png', 'image/png', png),
    })
    expect(again.statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(404) // the old one is gone

    expect((await t.as(token, { method: 'DELETE', url: '/api/v1/account/avatar' })).statusCode).toBe(204)
    expect((await t.app.inject({ method: 'GET', url: again.json().avatar })).statusCode).toBe(404)
  })

  it('refuses a PDF, bytes that are not the declared image, and more than 2 MB', async () => {
    const pdf = await t.as(token, {
      method: 'POST',
      url: '/api/v1/account/avatar',
      ...multipart('me.pdf', 'application/pdf', Buffer.from('%PDF-1.4 x')),
    })
    expect(pdf.statusCode).toBe(400)
    expect(pdf.json().errors).toHaveProperty('file')
    const fake = await t.as(token, {
      method: 'POST',
      url: '/api/v1/account/avatar',
      ...multipart('me.png', 'image/png', Buffer.from('not an image at all')),
    })
    expect(fake.statusCode).toBe(400)
    const big = Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)])
    const tooBig = await t.as(token, {
      method: 'POST',
      url: '/api/v1/account/avatar',
      ...multipart('me.png', 'image/png', big),
    })
    expect(tooBig.statusCode).toBe(413)
    expect(tooBig.json().errors.file[0]).toBe('file_too_large:2')
  })

  it('serves nothing for a name no user has', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/avatars/ab/00000000-0000-0000-0000-000000000000.png',
    })
    expect(response.statusCode).toBe(404)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/avatars/ab/..%2F..%2Fsecret' })).statusCode,
    ).toBe(400)
  })
})
