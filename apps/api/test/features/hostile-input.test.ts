import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { MAX_ROWS_PER_ANSWER } from '@mesa/contracts'
import { useTestApp } from '../helpers/use-test-app'

// Issue 9 items 7 and 8: text PostgreSQL cannot store and numbers or dates outside the columns' range
// are a 400 naming the field (never a 500), and nothing is written.

let admin: string

const t = useTestApp()
beforeAll(async () => {
  admin = (await t.login('admin@demo.com', 'admin')).accessToken
})

const count = async (table: string) => {
  const result = (await t.database.db.execute(
    sql.raw(`select count(*)::int as n from ${table}`),
  )) as unknown as {
    rows: Array<{ n: number }>
  }
  return result.rows[0]?.n ?? 0
}

describe('text that PostgreSQL cannot store (item 7)', () => {
  it('refuses a NUL byte in the anonymous sign-up, naming fullName, and creates no user', async () => {
    const before = await count('users')
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { fullName: 'a\u0000b', email: 'nul@example.com', password: 'a-long-password-1' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors.fullName[0]).toBe('nul_character')
    expect(await count('users')).toBe(before)
  })

  it('refuses a NUL byte in a query string, naming q', async () => {
    const response = await t.as(admin, { method: 'GET', url: '/api/apps/users?q=a%00b' })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors.q[0]).toBe('nul_character')
  })

  it('refuses a lone surrogate in a body field', async () => {
    const before = await count('users')
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'content-type': 'application/json' },
      // Written by hand: JSON.stringify would escape it the same way, this makes the intent plain.
      payload: '{"fullName":"\\ud800","email":"surrogate@example.com","password":"a-long-password-1"}',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors.fullName[0]).toBe('ill_formed_text')
    expect(await count('users')).toBe(before)
  })

  it('refuses a NUL byte hidden in a field no schema names (the last line of defence)', async () => {
    const response = await t.as(admin, {
      method: 'POST',
      url: '/api/v1/allies/list',
      payload: { nested: { deeper: ['ok', 'x\u0000'] } },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors['nested.deeper.1']).toBeDefined()
  })

  it('refuses a bidi override and an invisible-only name on an ally, writing nothing', async () => {
    const detail = (await t.as(admin, { method: 'GET', url: '/api/v1/allies/1' })).json()
    const body = {
      ...detail,
      accounts: detail.accounts.map(
        ({ id: _id, bankName: _b, ...account }: Record<string, unknown>) => account,
      ),
      addresses: detail.addresses.map(({ id: _id, ...address }: Record<string, unknown>) => address),
      managers: detail.managers.map(({ id: _id, ...manager }: Record<string, unknown>) => manager),
      userIds: detail.users.map((user: { id: number }) => user.id),
    }
    for (const allyName of ['Autos \u202eexe.gnp', '\u200b\u200b\u200b']) {
      const response = await t.as(admin, {
        method: 'PUT',
        url: '/api/v1/allies/1',
        payload: { ...pick(body), allyName },
      })
      expect(response.statusCode, response.body).toBe(400)
      expect(Object.keys(response.json().errors)).toEqual(['allyName'])
    }
    const after = (await t.as(admin, { method: 'GET', url: '/api/v1/allies/1' })).json()
    expect(after.allyName).toBe(detail.allyName)
    expect(after.version).toBe(detail.version)
  })

  it('refuses a bidi override in a user name', async () => {
    const response = await t.as(admin, {
      method: 'POST',
      url: '/api/apps/users',
      payload: {
        fullName: 'Ana \u2066Admin\u2069',
        username: 'ana.b',
        email: 'ana.b@example.com',
        roleId: 2,
      },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors.fullName[0]).toBe('bidi_controls')
  })
})

describe('ally image (low item)', () => {
  it('accepts only a path the app serves or an inline raster image, and writes nothing otherwise', async () => {
    const detail = (await t.as(admin, { method: 'GET', url: '/api/v1/allies/2' })).json()
    const body = pick({
      ...detail,
      accounts: detail.accounts.map(
        ({ id: _id, bankName: _b, ...account }: Record<string, unknown>) => account,
      ),
      addresses: detail.addresses.map(({ id: _id, ...address }: Record<string, unknown>) => address),
      managers: detail.managers.map(({ id: _id, ...manager }: Record<string, unknown>) => manager),
      userIds: detail.users.map((user: { id: number }) => user.id),
    })
    for (const image of [
      'javascript:alert(document.cookie)',
      'JaVaScRiPt:alert(1)',
      'https://tracker.example.com/pixel.png',
      '//evil.example.com/a.png',
      '/\\evil.example.com/a.png',
      'data:text/html;base64,PHNjcmlwdD4=',
      'data:image/svg+xml;base64,PHN2Zz4=',
      '/api/../../etc/passwd',
    ]) {
      const response = await t.as(admin, {
        method: 'PUT',
        url: '/api/v1/allies/2',
        payload: { ...body, image },
      })
      expect(response.statusCode, image).toBe(400)
      expect(Object.keys(response.json().errors), image).toEqual(['image'])
    }
    const after = (await t.as(admin, { method: 'GET', url: '/api/v1/allies/2' })).json()
    expect(after.image).toBe(detail.image)
    expect(after.version).toBe(detail.version)

    const served = `/api/v1/allies/2/files/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`
    const fine = await t.as(admin, {
      method: 'PUT',
      url: '/api/v1/allies/2',
      payload: { ...body, image: served },
    })
    expect(fine.statusCode, fine.body).toBe(200)
    expect(fine.json().image).toBe(served)
  })
})

/** The ally update body: the fields of allyUpdateSchema from a detail answer. */
function pick(body: Record<string, unknown>) {
  const keys = [
    'allyName',
    'legalName',
    'rfc',
    'zoneName',
    'regionName',
    'type',
    'status',
    'active',
    'image',
    'email',
    'phone',
    'sellerId',
    'supervisorId',
    'accounts',
    'addresses',
    'managers',
    'userIds',
    'version',
  ]
  return Object.fromEntries(keys.map((key) => [key, body[key]]))
}

describe('numbers and dates out of the columns range (item 8)', () => {
  it('answers 400 for an id past int4, never 500', async () => {
    for (const url of [
      '/api/apps/users/2147483648',
      '/api/v1/allies/9223372036854775808',
      '/api/apps/roles/2147483648',
      '/api/v1/credit-applications/auto/2147483648',
    ]) {
      const response = await t.as(admin, { method: 'GET', url })
      expect([400, 404], `${url} → ${response.body}`).toContain(response.statusCode)
    }
  })

  it('refuses version 2147483647 (version + 1 would overflow) and leaves the user unchanged', async () => {
    const user = (await t.as(admin, { method: 'GET', url: '/api/apps/users/5' })).json()
    const response = await t.as(admin, {
      method: 'PATCH',
      url: '/api/apps/users/5',
      payload: { company: 'Overflow SA', version: 2_147_483_647 },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors.version).toBeDefined()
    const after = (await t.as(admin, { method: 'GET', url: '/api/apps/users/5' })).json()
    expect(after.company).toBe(user.company)
  })

  it('refuses ids past int4 in bodies', async () => {
    const response = await t.as(admin, {
      method: 'POST',
      url: '/api/apps/users',
      payload: { fullName: 'Big Role', username: 'big.role', email: 'big@example.com', roleId: 2 ** 31 },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors.roleId).toBeDefined()
  })

  it('refuses dates outside 1900..2100 on the applications list', async () => {
    for (const query of ['to=9999-12-31', 'from=0000-01-01', 'from=2024-02-30']) {
      const response = await t.as(admin, { method: 'GET', url: `/api/v1/credit-applications?${query}` })
      expect(response.statusCode, `${query} → ${response.body}`).toBe(400)
    }
    const fine = await t.as(admin, { method: 'GET', url: '/api/v1/credit-applications?from=2000-01-01' })
    expect(fine.statusCode).toBe(200)
  })
})

describe('"all" is capped (item 9)', () => {
  it(`answers at most ${MAX_ROWS_PER_ANSWER} rows for itemsPerPage=-1`, async () => {
    // More users than one answer may hold, added straight into the table.
    await t.database.db.execute(sql`
      insert into users (full_name, username, email, role_id)
      select 'Bulk ' || n, 'bulk' || n, 'bulk' || n || '@example.com', (select id from roles order by id limit 1)
      from generate_series(1, ${MAX_ROWS_PER_ANSWER + 50}) as n`)
    const response = await t.as(admin, { method: 'GET', url: '/api/apps/users?itemsPerPage=-1' })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.users).toHaveLength(MAX_ROWS_PER_ANSWER)
    expect(body.totalUsers).toBeGreaterThan(MAX_ROWS_PER_ANSWER)
  })
})
