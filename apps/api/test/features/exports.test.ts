import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { MAX_ROWS_PER_ANSWER } from '@mesa/contracts'
import { useTestApp } from '../helpers/use-test-app'

// Issue 9 item 9: lists are exported through streamed CSV endpoints with the list's access, filters and
// row scope, and their own rate limit, instead of itemsPerPage=-1 reading whole tables.

let admin: string

const t = useTestApp()
beforeAll(async () => {
  admin = (await t.login('admin@demo.com', 'admin')).accessToken
})

const lines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
const labels = (value: unknown) => encodeURIComponent(JSON.stringify(value))

describe('CSV exports', () => {
  it('writes every filtered ally with the headers and value labels the web sends', async () => {
    const list = (await t.as(admin, { method: 'GET', url: '/api/v1/allies/list?status=Pending' })).json()
    const response = await t.as(admin, {
      method: 'GET',
      url: `/api/v1/allies/export.csv?status=Pending&labels=${labels({
        headers: { allyName: 'Aliado', status: 'Estatus' },
        values: { 'status:Pending': 'Pendiente' },
      })}`,
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/csv/)
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="aliados.csv"/)
    expect(response.body.startsWith('\uFEFF')).toBe(true)
    const [header, ...rows] = lines(response.body)
    expect(header).toBe('Aliado,Estatus')
    expect(rows).toHaveLength(list.total)
    expect(rows.every((row) => row.endsWith(',Pendiente'))).toBe(true)
  })

  it('keeps the list row scope: a seller exports only the applications of their allies', async () => {
    const seller = (await t.login('ventas@demo.com', 'ventas')).accessToken
    const sellerTotal = (
      await t.as(seller, { method: 'GET', url: '/api/v1/credit-applications?itemsPerPage=5' })
    ).json().total as number
    const allTotal = (
      await t.as(admin, { method: 'GET', url: '/api/v1/credit-applications?itemsPerPage=5' })
    ).json().total as number
    const response = await t.as(seller, { method: 'GET', url: '/api/v1/credit-applications/export.csv' })
    expect(response.statusCode).toBe(200)
    expect(lines(response.body)).toHaveLength(sellerTotal + 1)
    expect(sellerTotal).toBeLessThan(allTotal)
  })

  it('needs the list permission', async () => {
    const client = (await t.login('client@demo.com', 'client')).accessToken
    for (const url of [
      '/api/apps/users/export.csv',
      '/api/v1/allies/export.csv',
      '/api/v1/credit-applications/export.csv',
    ]) {
      expect((await t.as(client, { method: 'GET', url })).statusCode, url).toBe(403)
    }
  })

  it('streams past the 1 000 rows one list answer holds, and neutralises formula cells', async () => {
    await t.database.db.execute(sql`
      insert into users (full_name, username, email, role_id)
      select '=HYPERLINK("x")' || n, 'export' || n, 'export' || n || '@example.com', (select id from roles order by id limit 1)
      from generate_series(1, ${MAX_ROWS_PER_ANSWER + 200}) as n`)
    // The list's own total stops at 1 000 (a lower bound, issue 12); the export writes every row.
    const listed = (await t.as(admin, { method: 'GET', url: '/api/apps/users?itemsPerPage=5' })).json()
    expect(listed.totalCapped).toBe(true)
    const counted = await t.database.db.execute(
      sql`select count(*)::int as n from users where deleted_at is null`,
    )
    const total = (counted as unknown as { rows: Array<{ n: number }> }).rows[0]!.n
    expect(total).toBeGreaterThan(MAX_ROWS_PER_ANSWER)
    const response = await t.as(admin, {
      method: 'GET',
      url: '/api/apps/users/export.csv?sortBy=user&orderBy=asc',
    })
    expect(response.statusCode).toBe(200)
    const [, ...rows] = lines(response.body)
    expect(rows).toHaveLength(total)
    const usernames = rows.map((row) => row.split(',')[1])
    expect(new Set(usernames).size).toBe(total)
    expect(rows.find((row) => row.includes('HYPERLINK'))).toMatch(/^"'=HYPERLINK/)
  })

  it('allows 5 exports a minute per user, then 429 with Retry-After', async () => {
    const supervisor = (await t.login('supervisor@demo.com', 'supervisor')).accessToken
    for (let i = 0; i < 5; i++) {
      expect((await t.as(supervisor, { method: 'GET', url: '/api/v1/allies/export.csv' })).statusCode).toBe(
        200,
      )
    }
    const refused = await t.as(supervisor, { method: 'GET', url: '/api/v1/allies/export.csv' })
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    // The list itself is not affected.
    expect((await t.as(supervisor, { method: 'GET', url: '/api/v1/allies/list' })).statusCode).toBe(200)
  })

  it('refuses labels that are not the expected JSON', async () => {
    const response = await t.as(admin, { method: 'GET', url: '/api/v1/allies/export.csv?labels=%7Bnope' })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors.labels).toBeDefined()
  })
})
