import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, inArray, sql } from 'drizzle-orm'
import {
  customerImportFields,
  validateIdentifier,
  type ImportRowsResponse,
  type ImportSummary,
} from '@mesa/contracts'
import { auditEvents, creditApplications, customers, imports, roles } from '../../src/db/schema'
import { runImportBatch } from '../../src/features/imports'
import { JobWorker } from '../../src/features/jobs'
import { applicant } from '../helpers/application-import-files'
import { CUSTOMER_HEADERS, customerRow } from '../helpers/customer-import-files'
import { csvText, fileUpload, sampleRfc } from '../helpers/import-files'
import { restartedServer, startedImport } from '../helpers/import-runs'
import { useTestApp } from '../helpers/use-test-app'
import { createUserWithRules } from '../helpers/users'

let admin: string

const db = () => t.database.db
const drain = () => new JobWorker(t.database, { schedules: false }).drain()
const upload = (name: string, rows: string[][], token = admin) =>
  t.as(token, {
    method: 'POST',
    url: '/api/v1/imports?entity=customers',
    ...fileUpload(name, csvText([CUSTOMER_HEADERS, ...rows])),
  })
const api = (method: 'GET' | 'POST', url: string, payload?: object, token = admin) =>
  t.as(token, { method, url, ...(payload && { payload }) })
const rowsOf = async (id: number, token = admin) =>
  (
    await api('GET', `/api/v1/imports/${id}/rows?itemsPerPage=100`, undefined, token)
  ).json<ImportRowsResponse>().rows
const summaryOf = async (id: number, token = admin) =>
  (await api('GET', `/api/v1/imports/${id}`, undefined, token)).json<ImportSummary>()
const run = async (summary: ImportSummary, duplicatePolicy: 'skip' | 'update', token = admin) => {
  const started = await api(
    'POST',
    `/api/v1/imports/${summary.id}/start`,
    { duplicatePolicy, version: summary.version },
    token,
  )
  expect(started.statusCode, started.body).toBe(200)
  await drain()
  return summaryOf(summary.id, token)
}
const customersOf = (numbers: number[]) =>
  db()
    .select()
    .from(customers)
    .where(
      inArray(
        customers.curp,
        numbers.map((n) => applicant(n).curp),
      ),
    )
const customerOf = async (n: number) => (await customersOf([n]))[0]
const customerFile = { entity: 'customers' as const, headers: CUSTOMER_HEADERS }

const t = useTestApp(300_000)
beforeAll(async () => {
  admin = (await t.login('admin@demo.com', 'admin')).accessToken
}, 300_000)

describe('customers import: checked like the customer edit, duplicates by CURP', () => {
  let summary: ImportSummary

  beforeAll(async () => {
    const wrongDigit = applicant(103).curp.slice(0, 17) + ((Number(applicant(103).curp.at(-1)) + 1) % 10)
    const response = await upload('clientes.csv', [
      customerRow(101),
      customerRow(102, { 7: '55 1234 5678', 14: 'PL', 11: '4B' }),
      customerRow(103, { 0: wrongDigit }),
      customerRow(104, { 5: '01/01/1990', 6: '12345', 8: 'sin-arroba', 15: '01000' }),
      customerRow(101),
      customerRow(105, { 1: sampleRfc(5), 2: 'M', 14: 'Atlántida' }),
    ])
    expect(response.statusCode, response.body).toBe(201)
    summary = response.json<ImportSummary>()
  })

  it('guesses every column from Spanish headers and requires CURP, names and a phone', () => {
    expect(summary.entity).toBe('customers')
    expect(summary.mapping).toEqual(
      Object.fromEntries(customerImportFields.map((field, index) => [field, index])),
    )
    expect(summary.requiredFields).toEqual(['curp', 'firstNames', 'lastName1', 'phone'])
    expect(summary.totalRows).toBe(6)
  })

  it('names each wrong cell with the edit form’s codes and the identifier checks', async () => {
    const rows = await rowsOf(summary.id)
    const errorsOf = (rowNumber: number) => rows.find((row) => row.rowNumber === rowNumber)!.errors
    expect(errorsOf(1)).toEqual({})
    expect(errorsOf(2)).toEqual({})
    expect(errorsOf(3)).toEqual({ curp: ['invalid_check_digit'] })
    // A date of birth the CURP contradicts, a short phone, an e-mail without @, a Mexico City postal code in Puebla.
    expect(errorsOf(4)).toEqual({
      birthDate: ['curp_mismatch'],
      phone: ['invalid_phone'],
      email: ['invalid_email'],
      postalCode: ['state_mismatch'],
    })
    expect(errorsOf(5)).toEqual({ curp: ['duplicate_in_file'] })
    // A company's RFC is not a person's; a one-letter name; a state that does not exist.
    expect(errorsOf(6)).toEqual({
      rfc: ['invalid_format'],
      firstNames: ['too_short:2'],
      state: ['invalid_choice'],
    })
    expect(summary).toMatchObject({ errorRows: 4, duplicateRows: 0 })
  })

  it('creates one customer per valid row, with its phones, e-mail, address and date of birth', async () => {
    const done = await run(summary, 'skip')
    expect(done).toMatchObject({ status: 'done', created: 2, rejected: 4, updated: 0 })
    expect(await customersOf([103, 104, 105])).toHaveLength(0)
    const first = await customerOf(101)
    expect(first).toMatchObject({
      rfc: applicant(101).rfc,
      firstNames: applicant(101).firstNames,
      lastName1: applicant(101).lastName1,
      birthDate: applicant(101).birthDate,
      phones: ['2229876543'],
      emails: ['persona101@correo.mx'],
      addresses: [
        {
          street: 'Av. Reforma',
          exteriorNumber: '120',
          interiorNumber: '',
          neighborhood: 'Centro',
          municipality: 'Puebla',
          state: 'PL',
          postalCode: '72000',
        },
      ],
    })
    const second = await customerOf(102)
    expect(second).toMatchObject({ phones: ['2229876543', '5512345678'] })
    expect(second!.addresses[0]).toMatchObject({ interiorNumber: '4B', state: 'PL' })
    const rows = await rowsOf(summary.id)
    expect(rows[0]).toMatchObject({ outcome: 'created' })
  })

  it('updates the customer with the same CURP (the file’s contact data first, audited), or skips it', async () => {
    const before = (await customerOf(101))!
    const rows = [customerRow(101, { 6: '5511112222', 9: 'Calle Nueva' }), customerRow(102)]
    const staged = (await upload('clientes-2.csv', rows)).json<ImportSummary>()
    expect(staged).toMatchObject({ duplicateRows: 2, errorRows: 0 })
    expect((await rowsOf(staged.id))[0]!.duplicateOf).toBe(before.id)
    const done = await run(staged, 'update')
    expect(done).toMatchObject({ status: 'done', created: 0, updated: 2, rejected: 0 })
    const after = (await customerOf(101))!
    expect(after).toMatchObject({ id: before.id, version: before.version + 1 })
    expect(after.phones).toEqual(['5511112222', '2229876543'])
    expect(after.addresses.map((address) => address.street)).toEqual(['Calle Nueva', 'Av. Reforma'])
    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'customer.updated'), eq(auditEvents.entityId, String(before.id))))
    expect(audit!.data).toMatchObject({
      importId: staged.id,
      before: { phones: ['2229876543'] },
      after: { phones: ['5511112222', '2229876543'] },
    })

    const again = (
      await upload('clientes-3.csv', [customerRow(101, { 6: '5599990000' })])
    ).json<ImportSummary>()
    expect(await run(again, 'skip')).toMatchObject({ created: 0, updated: 0, skipped: 1 })
    expect((await customerOf(101))!.phones).toEqual(['5511112222', '2229876543'])
  })
})

describe('customers import: permission and row scope', () => {
  it('refuses the upload to whoever may not edit customers', async () => {
    for (const [email, password] of [
      ['ventas@demo.com', 'ventas'],
      ['analista@demo.com', 'analista'],
    ]) {
      const token = (await t.login(email!, password!)).accessToken
      expect((await upload('clientes.csv', [customerRow(140)], token)).statusCode).toBe(403)
    }
  })

  it('lets a scoped editor write only the customers of applications within their scope', async () => {
    const user = await createUserWithRules(db(), [
      { action: 'read', subject: 'Admin' },
      { action: 'update', subject: 'Admin' },
    ])
    await db().update(roles).set({ scope: 'own-allies' }).where(eq(roles.id, user.roleId))
    const token = (await t.login(user.email, user.password)).accessToken
    const captured = new Set(
      (await db().select({ curp: creditApplications.curp }).from(creditApplications)).map((row) => row.curp),
    )
    const seeded = (await db().select().from(customers)).filter(
      (customer) => captured.has(customer.curp) && validateIdentifier('curp', customer.curp).valid,
    )
    const [mine, other] = seeded
    // The application that puts `mine` within their scope: they own it.
    await db()
      .update(creditApplications)
      .set({ ownerUserId: user.id })
      .where(eq(creditApplications.curp, mine!.curp))
    const unbound = { 1: '', 5: '' }
    const staged = (
      await upload(
        'mis-clientes.csv',
        [
          customerRow(141, { ...unbound, 0: mine!.curp, 6: '5533334444' }),
          customerRow(142, { ...unbound, 0: other!.curp }),
          customerRow(143),
        ],
        token,
      )
    ).json<ImportSummary>()
    const rows = await rowsOf(staged.id, token)
    expect(rows.map((row) => row.errors)).toEqual([
      {},
      { curp: ['out_of_scope'] },
      { curp: ['out_of_scope'] },
    ])
    // The customer outside their scope is not named.
    expect(rows.map((row) => row.duplicateOf)).toEqual([mine!.id, null, null])
    expect(await run(staged, 'update', token)).toMatchObject({ updated: 1, rejected: 2, created: 0 })
    const [updated] = await db().select().from(customers).where(eq(customers.id, mine!.id))
    expect(updated!.phones[0]).toBe('5533334444')
    const [untouched] = await db().select().from(customers).where(eq(customers.id, other!.id))
    expect(untouched).toEqual(other)
    expect(await customersOf([143])).toHaveLength(0)
  })
})

describe('customers import: batches', () => {
  beforeAll(async () => {
    // Stands for any failure the checks cannot foresee (a constraint, a lost connection): this name fails.
    await db().execute(sql`
      create or replace function imports_test_fail_customer() returns trigger language plpgsql as $$
      begin
        if new.first_names = 'Falla Lote' then raise exception 'simulated failure on insert'; end if;
        return new;
      end $$`)
    await db().execute(sql`
      create trigger imports_test_fail_customer before insert on customers
      for each row execute function imports_test_fail_customer()`)
  })
  afterAll(async () => {
    await db().execute(sql`drop trigger imports_test_fail_customer on customers`)
  })

  it('writes nothing of a batch with a failing row and goes on with the next', async () => {
    const rows = [customerRow(110), customerRow(111, { 2: 'Falla Lote' }), customerRow(112), customerRow(113)]
    const id = await startedImport(t, admin, rows, 2, customerFile)
    await drain()
    expect(await summaryOf(id)).toMatchObject({ status: 'done', batchesDone: 2, created: 2, rejected: 2 })
    // Row 1 shared the failing batch with row 2: neither was written.
    expect((await customersOf([110, 111, 112, 113])).map((row) => row.curp).sort()).toEqual(
      [applicant(112).curp, applicant(113).curp].sort(),
    )
    const report = await api('GET', `/api/v1/imports/${id}/errors.csv`)
    expect(report.body).toContain('row: batch_failed')
  })

  it('resumes after a restart at the last committed batch, writing every row exactly once', async () => {
    const numbers = [120, 121, 122, 123, 124, 125]
    const id = await startedImport(
      t,
      admin,
      numbers.map((n) => customerRow(n)),
      2,
      customerFile,
    )
    // The first server commits one batch, then stops (its job is still queued in the database).
    expect(await runImportBatch(db(), id)).toBe(false)
    expect(await customersOf(numbers)).toHaveLength(2)
    const restarted = await restartedServer(t)
    await drain()
    expect(await customersOf(numbers)).toHaveLength(6)
    const [record] = await db().select().from(imports).where(eq(imports.id, id))
    expect(record).toMatchObject({ status: 'done', created: 6, batchesDone: 3 })
    // A late second run (a worker that lost its lease) writes nothing more.
    expect(await runImportBatch(db(), id)).toBe(true)
    expect(await customersOf(numbers)).toHaveLength(6)
    await restarted.close()
  })
})
