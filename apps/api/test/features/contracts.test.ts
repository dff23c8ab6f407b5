import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contractPaths, exportPaths, type Contract, type ContractFile } from '@mesa/contracts'
import {
  auditEvents,
  committeeDecisions,
  committeeVotes,
  creditApplications,
  decisionConditions,
  loanContracts,
  roles,
  termAuthorisations,
} from '../../src/db/schema'
import { samplePdf } from '../../src/lib/sample-pdf'
import { pdfText } from '../helpers/committee'
import { multipart } from '../helpers/field-visits'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { createUserWithRules } from '../helpers/users'

let t: TestApp
const tokens: Record<string, string> = {}
type App = { id: number; product: string; allyId: number }
/** Applications in contrato with authorised terms and no contract yet: each describe takes its own. */
let fresh: App[] = []

const fill = (path: string, params: Record<string, string | number>) =>
  path.replace(/:(\w+)/g, (_, name: string) => String(params[name]))
const fileUrl = (app: App) => fill(contractPaths.ofApplication, { origin: app.product, id: app.id })
const as = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.as(tokens[who]!, { method, url, ...(payload ? { payload } : {}) })
const generate = (app: App, who = 'comite') => as(who, 'POST', fileUrl(app))
const pdfOf = (contractId: number, who = 'comite') => as(who, 'GET', fill(contractPaths.pdf, { contractId }))
const sign = (
  contract: Pick<Contract, 'id' | 'version'>,
  fields: Record<string, string> = {},
  who = 'comite',
  file = scanFile,
) =>
  t.as(tokens[who]!, {
    method: 'POST',
    url: fill(contractPaths.sign, { contractId: contract.id }),
    ...multipart({ signedOn: today(), version: String(contract.version), ...fields }, file),
  })
const scanFile = { name: 'firmado.pdf', type: 'application/pdf', bytes: samplePdf('Contrato firmado') }
const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' })
const today = () => day.format(new Date())
const pesos = (cents: number) =>
  new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(cents / 100)
const contractRows = (app: App) =>
  t.database.db.select().from(loanContracts).where(eq(loanContracts.applicationId, app.id))
const detailOf = async (app: App) =>
  (await as('admin', 'GET', `/api/v1/credit-applications/${app.product}/${app.id}`)).json()
const advanceOption = async (app: App) =>
  (await detailOf(app)).allowedTransitions.find((o: { transition: string }) => o.transition === 'advance')

beforeAll(async () => {
  t = await createTestApp()
  for (const [who, email, password] of [
    ['admin', 'admin@demo.com', 'admin'],
    ['comite', 'comite@demo.com', 'comite'],
    ['analista', 'analista@demo.com', 'analista'],
    ['ventas', 'ventas@demo.com', 'ventas'],
  ] as const)
    tokens[who] = (await t.login(email, password)).accessToken
  const reader = await createUserWithRules(t.database.db, [{ action: 'read', subject: 'contrato' }])
  tokens.reader = (await t.login(reader.email, reader.password)).accessToken
  // A scoped contract worker linked to no ally: sees none of anybody's applications.
  const scoped = await createUserWithRules(t.database.db, [{ action: 'manage', subject: 'contrato' }])
  await t.database.db.update(roles).set({ scope: 'own-allies' }).where(eq(roles.id, scoped.roleId))
  tokens.scoped = (await t.login(scoped.email, scoped.password)).accessToken
  fresh = await t.database.db
    .select({
      id: creditApplications.id,
      product: creditApplications.product,
      allyId: creditApplications.allyId,
    })
    .from(creditApplications)
    .where(
      and(
        eq(creditApplications.stage, 'contrato'),
        sql`not exists (select 1 from ${loanContracts} where ${loanContracts.applicationId} = ${creditApplications.id})`,
        sql`exists (select 1 from ${termAuthorisations} where ${termAuthorisations.applicationId} = ${creditApplications.id} and ${termAuthorisations.supersededAt} is null)`,
      ),
    )
    .orderBy(creditApplications.id)
  expect(fresh.length).toBeGreaterThanOrEqual(6)
}, 120_000)
afterAll(() => t.close())

describe('generation', () => {
  it('writes version 1 from the authorised terms, a PDF stating the CAT sin IVA and the payment', async () => {
    const app = fresh[0]!
    const answer = await generate(app)
    expect(answer.statusCode, answer.body).toBe(201)
    const { contract, created } = answer.json() as { contract: Contract; created: boolean }
    expect(created).toBe(true)
    expect(contract).toMatchObject({ version: 1, status: 'generated', signedOn: null })
    expect(contract.number).toMatch(/^MESA-(AUT|SEM|MOT)-\d+$/)
    const pdf = await pdfOf(contract.id)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    const text = pdfText(pdf.rawPayload)
    expect(text).toContain(`${contract.terms.catPct.toFixed(1)} % sin IVA`)
    expect(text).toContain('fines informativos y de comparación')
    expect(text).toContain(pesos(contract.terms.paymentWithIvaCents))
    expect(text).toContain(pesos(contract.terms.totalPaidCents))
    expect(text).toContain(contract.number)
    expect(text).toContain('Anexo: tabla de amortización')
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'contract.generated'), eq(auditEvents.entityId, String(app.id))))
    expect(audit).toHaveLength(1)
  })

  it('answers the current version when the terms did not change (idempotent)', async () => {
    const app = fresh[0]!
    const [first] = await contractRows(app)
    const again = await generate(app)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({ created: false, contract: { id: first!.id, version: 1 } })
    expect(await contractRows(app)).toHaveLength(1)
  })

  it('makes version 2 after the terms changed; version 1 is superseded and still downloadable', async () => {
    const app = fresh[1]!
    const v1 = ((await generate(app)).json() as { contract: Contract }).contract
    await t.database.db
      .update(termAuthorisations)
      .set({ amountCents: sql`${termAuthorisations.amountCents} - 1000000` })
      .where(and(eq(termAuthorisations.applicationId, app.id), isNull(termAuthorisations.supersededAt)))
    const stale = (await as('reader', 'GET', fileUrl(app))).json() as ContractFile
    expect(stale.upToDate).toBe(false)
    const answer = await generate(app)
    expect(answer.statusCode).toBe(201)
    const v2 = (answer.json() as { contract: Contract }).contract
    expect(v2).toMatchObject({ version: 2, number: v1.number, status: 'generated' })
    expect(v2.terms.amountCents).toBe(v1.terms.amountCents - 10_000_00)
    const file = (await as('reader', 'GET', fileUrl(app))).json() as ContractFile
    expect(file.upToDate).toBe(true)
    expect(file.current?.id).toBe(v2.id)
    expect(file.versions.map((c) => [c.version, c.status])).toEqual([
      [2, 'generated'],
      [1, 'superseded'],
    ])
    const old = await pdfOf(v1.id, 'reader')
    expect(old.statusCode).toBe(200)
    expect(pdfText(old.rawPayload)).toContain(pesos(v1.terms.amountCents))
  })

  it('refuses outside stage contrato (409) and without authorised terms (409), writing nothing', async () => {
    const [elsewhere] = await t.database.db
      .select({
        id: creditApplications.id,
        product: creditApplications.product,
        allyId: creditApplications.allyId,
      })
      .from(creditApplications)
      .where(eq(creditApplications.stage, 'captura'))
      .limit(1)
    const wrong = await generate(elsewhere!)
    expect(wrong.statusCode).toBe(409)
    expect(wrong.json().code).toBe('wrong_stage')
    const app = fresh[2]!
    await t.database.db
      .update(termAuthorisations)
      .set({ supersededAt: new Date() })
      .where(and(eq(termAuthorisations.applicationId, app.id), isNull(termAuthorisations.supersededAt)))
    const noTerms = await generate(app)
    expect(noTerms.statusCode).toBe(409)
    expect(noTerms.json().code).toBe('terms_not_authorised')
    expect(await contractRows(app)).toHaveLength(0)
    expect(await contractRows(elsewhere!)).toHaveLength(0)
  })
})

describe("the committee's conditions (issue 38)", () => {
  it('reach the contract: a clause and the carátula list each condition, the co-signer among them', async () => {
    const { db } = t.database
    // An application in contrato with authorised terms (its seeded contract, if any, gets a new version).
    const [app] = await db
      .select({
        id: creditApplications.id,
        product: creditApplications.product,
        allyId: creditApplications.allyId,
      })
      .from(creditApplications)
      .innerJoin(
        termAuthorisations,
        and(
          eq(termAuthorisations.applicationId, creditApplications.id),
          isNull(termAuthorisations.supersededAt),
        ),
      )
      .where(
        and(
          eq(creditApplications.stage, 'contrato'),
          notInArray(
            creditApplications.id,
            fresh.map((row) => row.id),
          ),
        ),
      )
      .limit(1)
    await db
      .update(committeeDecisions)
      .set({ outcome: 'approved_with_conditions' })
      .where(eq(committeeDecisions.applicationId, app!.id))
    const [vote] = await db
      .select()
      .from(committeeVotes)
      .where(eq(committeeVotes.applicationId, app!.id))
      .limit(1)
    await db.insert(decisionConditions).values([
      {
        applicationId: app!.id,
        voteId: vote!.id,
        kind: 'co_signer',
        text: 'Aval con ingresos comprobables.',
      },
      { applicationId: app!.id, voteId: vote!.id, kind: 'larger_down_payment', value: 9_000_000 },
    ])
    const answer = await generate(app!)
    expect(answer.statusCode, answer.body).toBe(201)
    const { contract } = answer.json() as { contract: Contract }
    const text = pdfText((await pdfOf(contract.id)).rawPayload)
    expect(text).toContain('Condiciones de la autorización del comité')
    expect(text).toContain('Obligado solidario (aval): Aval con ingresos comprobables')
    expect(text).toContain(`Enganche mayor de al menos ${pesos(9_000_000)}`)
    expect(text).toContain('responde solidariamente')
    // The co-signer the committee asked for signs too: their own labelled line, the name written in at signing.
    expect(text).toContain('EL OBLIGADO SOLIDARIO (AVAL)')
    expect(text).toContain('Nombre:')
    expect(text).toContain('Firma el contrato; su nombre se asienta al firmar')
  })

  it('name the co-signer captured among the references on the signature block, the parties and the clause', async () => {
    const { db } = t.database
    // Another application in contrato with authorised terms than the test above takes.
    const [app] = await db
      .select({
        id: creditApplications.id,
        product: creditApplications.product,
        allyId: creditApplications.allyId,
      })
      .from(creditApplications)
      .innerJoin(
        termAuthorisations,
        and(
          eq(termAuthorisations.applicationId, creditApplications.id),
          isNull(termAuthorisations.supersededAt),
        ),
      )
      .where(
        and(
          eq(creditApplications.stage, 'contrato'),
          notInArray(
            creditApplications.id,
            fresh.map((row) => row.id),
          ),
        ),
      )
      .orderBy(sql`${creditApplications.id} desc`)
      .limit(1)
    await db
      .update(committeeDecisions)
      .set({ outcome: 'approved_with_conditions' })
      .where(eq(committeeDecisions.applicationId, app!.id))
    const [vote] = await db
      .select()
      .from(committeeVotes)
      .where(eq(committeeVotes.applicationId, app!.id))
      .limit(1)
    await db
      .insert(decisionConditions)
      .values({ applicationId: app!.id, voteId: vote!.id, kind: 'co_signer', text: 'Aval con nómina.' })
    // Captured earlier in the references (the section is not editable in contrato: set as captura left it).
    await db
      .update(creditApplications)
      .set({
        references: [
          { fullName: 'Rosa Méndez Gil', relationship: 'Amiga', phone: '5512345678', role: 'referencia' },
          {
            fullName: 'Luis Soto Ruiz',
            relationship: 'Hermano',
            phone: '5587654321',
            role: 'obligado_solidario',
          },
        ],
      })
      .where(eq(creditApplications.id, app!.id))
    const answer = await generate(app!)
    expect(answer.statusCode, answer.body).toBe(201)
    const { contract } = answer.json() as { contract: Contract }
    const text = pdfText((await pdfOf(contract.id)).rawPayload)
    expect(text).toContain('EL OBLIGADO SOLIDARIO (AVAL)')
    expect(text).toContain('Relación con el Acreditado: Hermano')
    expect(text).toContain('Luis Soto Ruiz (Hermano)')
    // The clause's justified lines lose their spaces in the extracted text: compare without them.
    expect(text.replace(/\s+/g, '')).toContain('Elobligadosolidario,LuisSotoRuiz,firmaestecontrato')
    // The name is printed, not left blank; the personal reference is not a party.
    expect(text).not.toContain('su nombre se asienta al firmar')
    expect(text).not.toContain('Rosa Méndez Gil')
  })

  it('a contract approved without conditions has no such clause', async () => {
    const [row] = await contractRows(fresh[0]!)
    const text = pdfText((await pdfOf(row!.id)).rawPayload)
    expect(text).not.toContain('Condiciones de la autorización')
    expect(text).not.toContain('OBLIGADO SOLIDARIO')
  })
})

describe('signing', () => {
  it('names each wrong field and refuses future dates, dates before generation and other files', async () => {
    const app = fresh[3]!
    const contract = ((await generate(app)).json() as { contract: Contract }).contract
    const missing = await t.as(tokens.comite!, {
      method: 'POST',
      url: fill(contractPaths.sign, { contractId: contract.id }),
      ...multipart({}, scanFile),
    })
    expect(missing.statusCode).toBe(400)
    expect(Object.keys(missing.json().errors)).toEqual(expect.arrayContaining(['signedOn', 'version']))
    const future = await sign(contract, { signedOn: '2099-01-01' })
    expect(future.statusCode).toBe(400)
    expect(future.json().errors.signedOn).toEqual(['date_in_future'])
    const early = await sign(contract, { signedOn: '2020-01-01' })
    expect(early.statusCode).toBe(400)
    expect(early.json().errors.signedOn).toEqual(['before_generation'])
    const text = await sign(contract, {}, 'comite', {
      name: 'a.txt',
      type: 'text/plain',
      bytes: Buffer.from('hola'),
    })
    expect(text.statusCode).toBe(400)
    expect(text.json().errors.file).toEqual(['file_type'])
    const disguised = await sign(contract, {}, 'comite', {
      name: 'a.pdf',
      type: 'application/pdf',
      bytes: Buffer.from('not a pdf at all'),
    })
    expect(disguised.statusCode).toBe(400)
    const stale = await sign({ ...contract, version: 7 })
    expect(stale.statusCode).toBe(409)
    const [row] = await contractRows(app)
    expect(row).toMatchObject({ status: 'generated', signedOn: null, scanKey: null })
  })

  it('gate contract_signed blocks the advance until signed; then the application moves to fondeo', async () => {
    const app = fresh[3]!
    expect((await advanceOption(app)).blockedBy).toContain('contract_signed')
    const [row] = await contractRows(app)
    const signed = await sign({ id: row!.id, version: 1 })
    expect(signed.statusCode, signed.body).toBe(200)
    expect(signed.json()).toMatchObject({
      status: 'signed',
      signedOn: today(),
      signedScan: { fileName: 'firmado.pdf', contentType: 'application/pdf' },
    })
    const again = await sign({ id: row!.id, version: 1 })
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('wrong_contract_status')
    const scan = await as('reader', 'GET', fill(contractPaths.signedScan, { contractId: row!.id }))
    expect(scan.statusCode).toBe(200)
    expect(scan.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect((await advanceOption(app)).blockedBy ?? []).not.toContain('contract_signed')
    const { version } = await detailOf(app)
    const moved = await as(
      'admin',
      'POST',
      `/api/v1/credit-applications/${app.product}/${app.id}/transitions`,
      {
        transition: 'advance',
        data: {},
        version,
      },
    )
    expect(moved.statusCode, moved.body).toBe(200)
    expect((await detailOf(app)).stage).toBe('fondeo')
  })

  it('a superseded version cannot be signed', async () => {
    const app = fresh[1]!
    const [v1] = (await contractRows(app)).filter((row) => row.version === 1)
    const answer = await sign({ id: v1!.id, version: 1 })
    expect(answer.statusCode).toBe(409)
    expect(answer.json().code).toBe('wrong_contract_status')
  })

  it('cancelling the application cancels its live contract', async () => {
    const app = fresh[4]!
    await generate(app)
    const { version } = await detailOf(app)
    const cancelled = await as(
      'admin',
      'POST',
      `/api/v1/credit-applications/${app.product}/${app.id}/transitions`,
      {
        transition: 'cancel',
        reason: 'El cliente desistió del crédito',
        version,
      },
    )
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    const [row] = await contractRows(app)
    expect(row).toMatchObject({ status: 'cancelled' })
  })
})

describe('access', () => {
  it('403 per subject: no contrato right lists nothing; reading does not generate or sign', async () => {
    expect((await as('analista', 'GET', contractPaths.list)).statusCode).toBe(403)
    expect((await as('analista', 'GET', fileUrl(fresh[0]!))).statusCode).toBe(403)
    const app = fresh[5]!
    expect((await generate(app, 'reader')).statusCode).toBe(403)
    expect((await generate(app, 'ventas')).statusCode).toBe(403)
    const [row] = await contractRows(fresh[0]!)
    expect((await sign({ id: row!.id, version: 1 }, {}, 'reader')).statusCode).toBe(403)
    expect(await contractRows(app)).toHaveLength(0)
  })

  it('row scope: outside it a contract is 404 and the list leaves it out', async () => {
    const [row] = await contractRows(fresh[0]!)
    for (const path of [contractPaths.detail, contractPaths.pdf, contractPaths.signedScan])
      expect((await as('scoped', 'GET', fill(path, { contractId: row!.id }))).statusCode).toBe(404)
    expect((await as('scoped', 'GET', fileUrl(fresh[0]!))).statusCode).toBe(404)
    expect((await generate(fresh[5]!, 'scoped')).statusCode).toBe(404)
    expect((await as('scoped', 'GET', contractPaths.list)).json().total).toBe(0)
  })

  it('an ally seller reads only their allies’ contracts', async () => {
    const listed = (await as('ventas', 'GET', `${contractPaths.list}?itemsPerPage=100`)).json()
    const all = (await as('admin', 'GET', `${contractPaths.list}?itemsPerPage=100`)).json()
    expect(listed.total).toBeGreaterThan(0)
    expect(listed.total).toBeLessThan(all.total)
    const theirs = new Set(listed.items.map((c: { allyId: number }) => c.allyId))
    const other = all.items.find((c: { allyId: number }) => !theirs.has(c.allyId))
    expect((await as('ventas', 'GET', fill(contractPaths.detail, { contractId: other.id }))).statusCode).toBe(
      404,
    )
    const own = listed.items[0]
    const detail = await as('ventas', 'GET', fill(contractPaths.detail, { contractId: own.id }))
    expect(detail.statusCode).toBe(200)
  })
})

describe('the list', () => {
  it('filters by q (number, folio), status, product and dates, and sorts', async () => {
    const [row] = await contractRows(fresh[0]!)
    const byNumber = (await as('admin', 'GET', `${contractPaths.list}?q=${row!.number.toLowerCase()}`)).json()
    expect(byNumber.items.map((c: { id: number }) => c.id)).toEqual([row!.id])
    const folio = row!.number.split('-').at(-1)
    const byFolio = (await as('admin', 'GET', `${contractPaths.list}?q=${folio}`)).json()
    expect(byFolio.items.map((c: { id: number }) => c.id)).toContain(row!.id)
    const signed = (await as('admin', 'GET', `${contractPaths.list}?status=signed&itemsPerPage=100`)).json()
    expect(signed.total).toBeGreaterThan(0)
    expect(signed.items.every((c: { status: string }) => c.status === 'signed')).toBe(true)
    const motos = (await as('admin', 'GET', `${contractPaths.list}?product=moto&itemsPerPage=100`)).json()
    expect(motos.items.every((c: { product: string }) => c.product === 'moto')).toBe(true)
    const todays = (
      await as('admin', 'GET', `${contractPaths.list}?from=${today()}&to=${today()}&itemsPerPage=100`)
    ).json()
    expect(todays.items.map((c: { id: number }) => c.id)).toContain(row!.id)
    const future = (await as('admin', 'GET', `${contractPaths.list}?from=2099-01-01`)).json()
    expect(future.total).toBe(0)
    const sorted = (
      await as('admin', 'GET', `${contractPaths.list}?sortBy=number&orderBy=asc&itemsPerPage=20`)
    ).json()
    const numbers = sorted.items.map((c: { number: string }) => c.number)
    expect(numbers).toEqual([...numbers].sort())
  })

  it('exports the filtered list as CSV within the scope', async () => {
    const csv = await as('admin', 'GET', `${exportPaths.contracts}?status=signed`)
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toContain('text/csv')
    const lines = csv.body.trim().split('\r\n')
    expect(lines[0]).toContain('number')
    expect(lines.length).toBeGreaterThan(1)
    expect(lines.slice(1).every((line) => line.includes(',signed,'))).toBe(true)
    expect((await as('analista', 'GET', exportPaths.contracts)).statusCode).toBe(403)
  })

  it('hostile input is a 400 naming each field, never a 500', async () => {
    const bad = await as(
      'admin',
      'GET',
      `${contractPaths.list}?status=bogus&product=bici&allyId=-1&from=2026-13-45&sortBy=x`,
    )
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['status', 'product', 'allyId', 'from', 'sortBy']),
    )
    for (const url of [
      fill(contractPaths.detail, { contractId: 'abc' }),
      fill(contractPaths.pdf, { contractId: '99999999999' }),
    ])
      expect((await as('admin', 'GET', url)).statusCode).toBe(400)
    expect((await as('admin', 'GET', fill(contractPaths.detail, { contractId: 999999 }))).statusCode).toBe(
      404,
    )
  })

  it('the seed: contracts past contrato are signed, their PDFs render on first download', async () => {
    const signed = await t.database.db
      .select()
      .from(loanContracts)
      .innerJoin(creditApplications, eq(creditApplications.id, loanContracts.applicationId))
      .where(inArray(creditApplications.stage, ['fondeo', 'poliza', 'activo']))
      .limit(3)
    expect(signed.length).toBeGreaterThan(0)
    expect(signed.every(({ loan_contracts: c }) => c.status === 'signed' && c.signedOn !== null)).toBe(true)
    const first = signed[0]!.loan_contracts
    expect(first.pdfKey).toBeNull()
    const pdf = await pdfOf(first.id, 'admin')
    expect(pdf.statusCode).toBe(200)
    expect(pdfText(pdf.rawPayload)).toContain(first.number)
    const [after] = await t.database.db.select().from(loanContracts).where(eq(loanContracts.id, first.id))
    expect(after!.pdfKey).not.toBeNull()
  })
})
