import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { businessToday, verificationChecks } from '@mesa/contracts'
import { auditEvents, customers, jobs } from '../../src/db/schema'
import { JobWorker } from '../../src/features/jobs'
import { documentImage } from '../helpers/document-image'
import { ocrSkipReason, ocrToolsInstalled } from '../helpers/ocr-tools'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { uploadVerificationDocument } from '../helpers/verification-upload'

let t: TestApp
const tokens: Record<string, string> = {}
const drain = () => new JobWorker(t.database, { schedules: false }).drain()
const as = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.as(tokens[who]!, { method, url, ...(payload ? { payload } : {}) })

const upload = (verificationId: number, kind: string, png: Buffer) =>
  uploadVerificationDocument(t, tokens.mesa!, verificationId, kind, png)

type Customer = typeof customers.$inferSelect
let customer: Customer
const dayMonthYear = (iso: string) => iso.split('-').reverse().join('/')
const daysAgo = (days: number) =>
  new Date(Date.parse(businessToday()) - days * 86_400_000).toISOString().slice(0, 10)

/** The INE's front as a photo: surnames, then given names, CURP and birth date (as the card prints them). */
const ineFront = (person: Customer, curp = person.curp) =>
  documentImage([
    'INSTITUTO NACIONAL ELECTORAL',
    'CREDENCIAL PARA VOTAR',
    'NOMBRE',
    `${person.lastName1} ${person.lastName2}`.toUpperCase(),
    person.firstNames.toUpperCase(),
    `CURP ${curp}`,
    `FECHA DE NACIMIENTO ${dayMonthYear(person.birthDate!)}`,
  ])

const proofOfAddress = (person: Customer, issued: string) => {
  const address = person.addresses[0]!
  return documentImage([
    'COMISION FEDERAL DE ELECTRICIDAD',
    `${person.firstNames} ${person.lastName1}`.toUpperCase(),
    `${address.street} ${address.exteriorNumber}`.toUpperCase(),
    `COL. ${address.neighborhood} C.P. ${address.postalCode}`.toUpperCase(),
    `FECHA DE EMISION ${dayMonthYear(issued)}`,
  ])
}

const outcomes = (body: { ocr: { comparisons: Array<{ field: string; outcome: string }> } }) =>
  Object.fromEntries(body.ocr.comparisons.map((item) => [item.field, item.outcome]))

async function openVerification() {
  const created = await as('mesa', 'POST', '/api/v1/verifications', {
    kind: 'customer',
    customerId: customer.id,
  })
  expect(created.statusCode, created.body).toBe(201)
  return created.json() as { id: number; version: number; ocr: null }
}

beforeAll(async () => {
  t = await createTestApp()
  for (const [who, email, password] of [
    ['mesa', 'mesa@demo.com', 'mesa-control'],
    ['client', 'client@demo.com', 'client'],
  ] as const)
    tokens[who] = (await t.login(email, password)).accessToken
  const all = await t.database.db.select().from(customers)
  customer = all.find(
    (row) =>
      row.birthDate &&
      row.addresses.length > 0 &&
      row.lastName2 &&
      verificationChecks({ curp: row.curp }).every((check) => check.passed),
  )!
}, 300_000)
afterAll(() => t.close())

// Without the tools the reading ends not_available (the file says so): only the rules below run.
describe.runIf(ocrToolsInstalled)(`OCR of a customer verification (${ocrSkipReason})`, () => {
  it('uploading the ID and proof queues a reading (not on the request path); the job compares every field', async () => {
    const verification = await openVerification()
    expect(verification.ocr).toBeNull()
    expect((await upload(verification.id, 'id_front', await ineFront(customer))).statusCode).toBe(201)
    const uploaded = await upload(
      verification.id,
      'proof_of_address',
      await proofOfAddress(customer, daysAgo(12)),
    )
    expect(uploaded.statusCode, uploaded.body).toBe(201)
    // The answer comes before any reading: the job holds the work.
    expect(uploaded.json().ocr).toMatchObject({ status: 'pending', run: 2, comparisons: [] })
    await drain()
    const read = (await as('mesa', 'GET', `/api/v1/verifications/${verification.id}`)).json()
    expect(read.ocr.status).toBe('done')
    expect(outcomes(read)).toEqual({
      name: 'match',
      curp: 'match',
      birthDate: 'match',
      address: 'match',
      proofDate: 'match',
    })
    const curp = read.ocr.comparisons.find((item: { field: string }) => item.field === 'curp')
    // As read: the homoclave's O and 0 look alike to OCR, the comparison allows for it.
    expect(curp).toMatchObject({ document: 'id', expected: customer.curp })
    expect(curp.found.slice(0, 16)).toBe(customer.curp.slice(0, 16))
    expect(read.ocr.finishedAt).not.toBeNull()
  }, 240_000)

  it("another person's CURP and an old proof show as mismatches; a re-run reads again (audited)", async () => {
    const verification = await openVerification()
    const stranger = 'LOPJ900101HDFPRN03'
    await upload(verification.id, 'id_front', await ineFront(customer, stranger))
    await upload(verification.id, 'proof_of_address', await proofOfAddress(customer, daysAgo(200)))
    await drain()
    const read = (await as('mesa', 'GET', `/api/v1/verifications/${verification.id}`)).json()
    expect(outcomes(read)).toMatchObject({ name: 'match', curp: 'mismatch', proofDate: 'mismatch' })
    const found = read.ocr.comparisons.find((item: { field: string }) => item.field === 'curp').found
    expect(found.slice(0, 16)).toBe(stranger.slice(0, 16))

    // The right ID uploaded: the upload itself starts a new run, which the job answers.
    await upload(verification.id, 'id_front', await ineFront(customer))
    const rerun = await as('mesa', 'POST', `/api/v1/verifications/${verification.id}/ocr`)
    expect(rerun.statusCode, rerun.body).toBe(202)
    expect(rerun.json().ocr).toMatchObject({ status: 'pending', run: 4 })
    await drain()
    const again = (await as('mesa', 'GET', `/api/v1/verifications/${verification.id}`)).json()
    expect(again.ocr).toMatchObject({ status: 'done', run: 4 })
    expect(outcomes(again)).toMatchObject({ curp: 'match', proofDate: 'mismatch' })
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'verification.ocr_requested'),
          eq(auditEvents.entityId, String(verification.id)),
        ),
      )
    expect(audit).toBeDefined()
  }, 240_000)

  it('each request queues its own run; only the latest run is kept', async () => {
    const verification = await openVerification()
    await upload(verification.id, 'id_front', await ineFront(customer))
    await as('mesa', 'POST', `/api/v1/verifications/${verification.id}/ocr`)
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'verifications.ocr-read'))
    const runs = queued
      .map((job) => job.payload as { verificationId: number; run: number })
      .filter((payload) => payload.verificationId === verification.id)
      .map((payload) => payload.run)
    expect(runs).toEqual([1, 2])
    await drain()
    const read = (await as('mesa', 'GET', `/api/v1/verifications/${verification.id}`)).json()
    expect(read.ocr).toMatchObject({ status: 'done', run: 2 })
  }, 240_000)
})

describe('who may re-read', () => {
  it('403 without update Admin; 409 with nothing to read, on a seller onboarding or once decided', async () => {
    const verification = await openVerification()
    expect((await as('client', 'POST', `/api/v1/verifications/${verification.id}/ocr`)).statusCode).toBe(403)
    const empty = await as('mesa', 'POST', `/api/v1/verifications/${verification.id}/ocr`)
    expect(empty.statusCode).toBe(409)
    expect(Object.keys(empty.json().errors)).toEqual(['documents'])
    const seller = (await as('mesa', 'GET', '/api/v1/verifications?kind=seller')).json().items[0]
    expect((await as('mesa', 'POST', `/api/v1/verifications/${seller.id}/ocr`)).statusCode).toBe(409)
    const rejected = await as('mesa', 'POST', `/api/v1/verifications/${verification.id}/decision`, {
      decision: 'rejected',
      reason: 'Identificación ilegible',
      version: verification.version,
    })
    expect(rejected.statusCode).toBe(200)
    expect((await as('mesa', 'POST', `/api/v1/verifications/${verification.id}/ocr`)).statusCode).toBe(409)
    expect((await as('mesa', 'POST', '/api/v1/verifications/abc/ocr')).statusCode).toBe(400)
  })
})
