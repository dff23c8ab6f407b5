import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { creditApplicationHistory, creditApplications } from '../../src/db/schema'
import { samplePdf } from '../../src/lib/sample-pdf'
import { useTestApp } from '../helpers/use-test-app'
import { firstInStage } from '../helpers/stage-rows'
import { createUserWithRules } from '../helpers/users'

let admin: string
const t = useTestApp()
beforeAll(async () => {
  admin = (await t.login('admin@demo.com', 'admin')).accessToken
})

const applicant = {
  firstNames: 'Claudia',
  lastName1: 'Benítez',
  lastName2: 'Soto',
  curp: 'BESC900512MDFNTL01',
  rfc: 'BESC900512AB1',
  birthDate: '1990-05-12',
  sex: 'M',
  birthState: 'DF',
  email: 'claudia.benitez@example.mx',
  mobilePhone: '5512345678',
}
const newApplication = (allyId: number) => ({
  product: 'auto',
  allyId,
  applicant,
  vehicle: { make: 'Nissan', model: 'Versa', version: 'Sense', year: 2026, priceCents: 350_000_00 },
  terms: {
    requestedAmountCents: 280_000_00,
    downPaymentCents: 70_000_00,
    termMonths: 48,
    annualRateBps: 1599,
  },
})

/** The first active car ally the token's user sees (a seller sees only its own allies). */
async function firstAllyId(token = admin) {
  const response = await t.as(token, { method: 'GET', url: '/api/v1/allies/list?itemsPerPage=100' })
  const ally = response
    .json()
    .products.find(
      (item: { active: boolean; type: string }) => item.active && !/moto|seminuevo/i.test(item.type),
    )
  return ally.id as number
}

const list = async (query: string) => {
  const response = await t.as(admin, { method: 'GET', url: `/api/v1/credit-applications${query}` })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as { items: Array<Record<string, unknown>>; total: number }
}

describe('list', () => {
  it('answers about 300 seeded applications, newest first, 10 per page', async () => {
    const body = await list('')
    expect(body.total).toBeGreaterThanOrEqual(280)
    expect(body.items).toHaveLength(10)
  })

  it('filters by stage, product, ally, owner and overdue; q finds folio, name, CURP and phone', async () => {
    for (const stage of ['captura', 'activo', 'rechazada']) {
      const body = await list(`?stage=${stage}&itemsPerPage=100`)
      expect(body.total).toBeGreaterThan(0)
      expect(body.items.every((item) => item.stage === stage)).toBe(true)
    }
    const motos = await list('?product=moto&itemsPerPage=100')
    expect(motos.items.every((item) => item.product === 'moto')).toBe(true)
    const [sample] = (await list('?stage=analisis')).items
    expect((await list(`?q=${sample!.folio}`)).items[0]!.id).toBe(sample!.id)
    expect((await list(`?q=${String(sample!.curp).toLowerCase()}`)).items.map((a) => a.id)).toContain(
      sample!.id,
    )
    expect((await list(`?q=${sample!.mobilePhone}`)).items.map((a) => a.id)).toContain(sample!.id)
    const name = String(sample!.applicantName).split(' ')[1]!
    expect(
      (await list(`?q=${encodeURIComponent(name.toUpperCase())}&itemsPerPage=100`)).items.map((a) => a.id),
    ).toContain(sample!.id)
    const byAlly = await list(`?allyId=${sample!.allyId}&itemsPerPage=100`)
    expect(byAlly.items.every((item) => item.allyId === sample!.allyId)).toBe(true)
    const overdue = await list('?overdue=true&itemsPerPage=100')
    expect(overdue.items.every((item) => item.overdue === true)).toBe(true)
    const owned = (await list('?stage=analisis&itemsPerPage=100')).items.find((item) => item.owner)
    const ownerId = (owned!.owner as { id: number }).id
    expect(
      (await list(`?ownerUserId=${ownerId}&itemsPerPage=100`)).items.every(
        (item) => (item.owner as { id: number }).id === ownerId,
      ),
    ).toBe(true)
  })

  it('sorts by amount both ways and pages; bad parameters are 400 naming each', async () => {
    const asc = (await list('?sortBy=amount&orderBy=asc&itemsPerPage=50')).items.map((a) =>
      Number(a.requestedAmountCents),
    )
    expect(asc).toEqual([...asc].sort((a, b) => a - b))
    const desc = (await list('?sortBy=amount&orderBy=desc&itemsPerPage=50')).items.map((a) =>
      Number(a.requestedAmountCents),
    )
    expect(desc).toEqual([...desc].sort((a, b) => b - a))
    const bad = await t.as(admin, {
      method: 'GET',
      url: '/api/v1/credit-applications?stage=nope&sortBy=x&from=ayer',
    })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors).sort()).toEqual(['from', 'sortBy', 'stage'])
  })

  it('pipeline counts every stage; the active loans are the activo applications', async () => {
    const pipeline = (
      await t.as(admin, { method: 'GET', url: '/api/v1/credit-applications/pipeline' })
    ).json().stages
    expect(pipeline.map((column: { stage: string }) => column.stage)).toContain('activo')
    const total = pipeline.reduce((sum: number, column: { count: number }) => sum + column.count, 0)
    expect(total).toBe((await list('')).total)
    // The portfolio is loan servicing's list (issue 16): one active loan per activo application.
    const loans = (
      await t.as(admin, { method: 'GET', url: '/api/v1/loans?status=active&itemsPerPage=100' })
    ).json()
    const activo = pipeline.find((column: { stage: string }) => column.stage === 'activo').count
    expect(loans.total).toBe(activo)
  })
})

describe('capture to analysis', () => {
  it('a seller captures, completes, uploads documents and moves it to analysis; an analyst takes it; history shows both', async () => {
    const ventas = (await t.login('ventas@demo.com', 'ventas')).accessToken
    const created = await t.as(ventas, {
      method: 'POST',
      url: '/api/v1/credit-applications',
      payload: newApplication(await firstAllyId(ventas)),
    })
    expect(created.statusCode, created.body).toBe(201)
    let detail = created.json()
    expect(detail.stage).toBe('captura')
    expect(detail.folio).toBeGreaterThan(10000)
    const advance = detail.allowedTransitions.find(
      (option: { transition: string }) => option.transition === 'advance',
    )
    expect(advance.blockedBy.length).toBe(2)

    const refused = await t.as(ventas, {
      method: 'POST',
      url: `/api/v1/credit-applications/auto/${detail.id}/transitions`,
      payload: { transition: 'advance', version: detail.version },
    })
    expect(refused.statusCode).toBe(409)
    // The guard's words stay in the message; the field entry is the guard's id (a code the web words).
    expect(refused.json().message).toMatch(/references/)
    expect(refused.json().code).toBe('guard_failed')
    expect(refused.json().errors.guard).toContain('file_complete')

    const patch = (section: string, data: unknown) =>
      t.as(ventas, {
        method: 'PATCH',
        url: `/api/v1/credit-applications/auto/${detail.id}/sections/${section}`,
        payload: { data, version: detail.version },
      })
    for (const [section, data] of [
      [
        'address',
        {
          street: 'Av. Insurgentes Sur',
          exteriorNumber: '1234',
          neighborhood: 'Del Valle',
          municipality: 'Benito Juárez',
          state: 'DF',
          postalCode: '03100',
        },
      ],
      ['work', { employer: 'Grupo Industrial del Centro', position: 'Contadora', yearsEmployed: 6 }],
      ['finance', { monthlyIncomeCents: 45_000_00, monthlyExpensesCents: 12_000_00 }],
      [
        'references',
        [
          { fullName: 'Mario Benítez', relationship: 'Hermano', phone: '5587654321' },
          { fullName: 'Laura Díaz', relationship: 'Amiga', phone: '5511112222' },
        ],
      ],
    ] as const) {
      const response = await patch(section, data)
      expect(response.statusCode, `${section}: ${response.body}`).toBe(200)
      detail = response.json()
    }
    const stale = await t.as(ventas, {
      method: 'PATCH',
      url: `/api/v1/credit-applications/auto/${detail.id}/sections/additional`,
      payload: { data: { notes: 'x' }, version: detail.version - 1 },
    })
    expect(stale.statusCode).toBe(409)

    for (const kind of [
      'identificacion',
      'comprobante_domicilio',
      'comprobante_ingresos',
      'estado_cuenta',
      'solicitud_firmada',
    ]) {
      const boundary = '----mesa'
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${kind}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        samplePdf(kind),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ])
      const upload = await t.as(ventas, {
        method: 'POST',
        url: `/api/v1/credit-applications/auto/${detail.id}/documents`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      })
      expect(upload.statusCode, upload.body).toBe(201)
    }
    detail = (
      await t.as(ventas, { method: 'GET', url: `/api/v1/credit-applications/auto/${detail.id}` })
    ).json()
    const moved = await t.as(ventas, {
      method: 'POST',
      url: `/api/v1/credit-applications/auto/${detail.id}/transitions`,
      payload: { transition: 'advance', version: detail.version },
    })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json()).toMatchObject({ stage: 'analisis', owner: null })

    const analyst = await t.login('analista@demo.com', 'analista')
    const queue = (
      await t.as(analyst.accessToken, {
        method: 'GET',
        url: '/api/v1/credit-applications/assignments?scope=team&stage=analisis',
      })
    ).json()
    expect(queue.items.map((item: { id: number }) => item.id)).toContain(detail.id)
    const taken = await t.as(analyst.accessToken, {
      method: 'POST',
      url: `/api/v1/credit-applications/auto/${detail.id}/assignment`,
      payload: { ownerUserId: null, version: moved.json().version },
    })
    expect(taken.statusCode, taken.body).toBe(200)
    expect(taken.json().owner.id).toBe(analyst.userData.id)

    const history = (
      await t.as(admin, { method: 'GET', url: `/api/v1/credit-applications/auto/${detail.id}/history` })
    ).json().history
    expect(
      history.some(
        (entry: { kind: string; toStage: string }) =>
          entry.kind === 'transition' && entry.toStage === 'analisis',
      ),
    ).toBe(true)
    expect(history.some((entry: { kind: string }) => entry.kind === 'assignment')).toBe(true)
    expect(
      history.some(
        (entry: { field: string; newValue: string }) =>
          entry.field === 'address.postalCode' && entry.newValue === '03100',
      ),
    ).toBe(true)
  })

  it('a stale version is 409 and writes nothing; an audit event is written with each transition', async () => {
    const row = await firstInStage(t, 'deliberacion')
    const before = await t.database.db
      .select()
      .from(creditApplicationHistory)
      .where(eq(creditApplicationHistory.applicationId, row!.id))
    const url = `/api/v1/credit-applications/${row!.product}/${row!.id}/transitions`
    const stale = await t.as(admin, {
      method: 'POST',
      url,
      payload: { transition: 'reject', reason: 'Score bajo', version: row!.version + 5 },
    })
    expect(stale.statusCode).toBe(409)
    const unchanged = await t.database.db
      .select()
      .from(creditApplicationHistory)
      .where(eq(creditApplicationHistory.applicationId, row!.id))
    expect(unchanged.length).toBe(before.length)

    const rejected = await t.as(admin, {
      method: 'POST',
      url,
      payload: { transition: 'reject', reason: 'Score bajo', version: row!.version },
    })
    expect(rejected.statusCode, rejected.body).toBe(200)
    expect(rejected.json()).toMatchObject({ stage: 'rechazada', closedReason: 'Score bajo' })
    const after = await t.database.db
      .select()
      .from(creditApplicationHistory)
      .where(eq(creditApplicationHistory.applicationId, row!.id))
    expect(after.length).toBe(before.length + 1)
    expect(after.at(-1)).toMatchObject({
      kind: 'transition',
      fromStage: 'deliberacion',
      toStage: 'rechazada',
      reason: 'Score bajo',
    })
  })

  it('rolls the audit event back with a transition that fails to write', async () => {
    const row = await firstInStage(t, 'autorizacion')
    const count = async () =>
      (
        await t.database.db
          .select()
          .from(creditApplicationHistory)
          .where(eq(creditApplicationHistory.applicationId, row!.id))
      ).length
    const before = await count()
    // Someone else changes the application between the read and the write: the version claim fails inside the transaction.
    await t.database.db
      .update(creditApplications)
      .set({ version: row!.version + 1 })
      .where(eq(creditApplications.id, row!.id))
    const { CreditApplicationService } =
      await import('../../src/features/credit-applications/credit-applications.service')
    const service = new CreditApplicationService(t.database.db)
    await expect(
      service.transition(1, [{ action: 'manage', subject: 'all' }], row!, {
        transition: 'cancel',
        reason: 'Desistió',
        data: {},
        version: row!.version,
      }),
    ).rejects.toMatchObject({ statusCode: 409 })
    expect(await count()).toBe(before)
    const [unchanged] = await t.database.db
      .select()
      .from(creditApplications)
      .where(eq(creditApplications.id, row!.id))
    expect(unchanged!.stage).toBe('autorizacion')
  })
})

describe('permissions', () => {
  it('403 on the list without Documentos, on the detail without a reading subject, and on moves outside the stage', async () => {
    const client = (await t.login('client@demo.com', 'client')).accessToken
    expect((await t.as(client, { method: 'GET', url: '/api/v1/credit-applications' })).statusCode).toBe(403)
    const row = await firstInStage(t, 'validacion')
    const detailUrl = `/api/v1/credit-applications/${row!.product}/${row!.id}`
    expect((await t.as(client, { method: 'GET', url: detailUrl })).statusCode).toBe(403)
    const documentsOnly = await createUserWithRules(t.database.db, [
      { action: 'read', subject: 'Documentos' },
    ])
    const token = (await t.login(documentsOnly.email, documentsOnly.password)).accessToken
    expect((await t.as(token, { method: 'GET', url: '/api/v1/credit-applications' })).statusCode).toBe(200)
    expect((await t.as(token, { method: 'GET', url: detailUrl })).statusCode).toBe(403)
    const analyst = (await t.login('analista@demo.com', 'analista')).accessToken
    const detail = (await t.as(analyst, { method: 'GET', url: detailUrl })).json()
    expect(detail.allowedTransitions).toEqual([])
    const move = await t.as(analyst, {
      method: 'POST',
      url: `${detailUrl}/transitions`,
      payload: { transition: 'advance', version: detail.version },
    })
    expect(move.statusCode).toBe(403)
    expect(
      (
        await t.as(analyst, {
          method: 'GET',
          url: `/api/v1/credit-applications/${row!.product === 'moto' ? 'auto' : 'moto'}/${row!.id}`,
        })
      ).statusCode,
    ).toBe(404)
  })

  it('an @mention in a comment notifies that user', async () => {
    const row = await firstInStage(t, 'analisis')
    const response = await t.as(admin, {
      method: 'POST',
      url: `/api/v1/credit-applications/${row!.product}/${row!.id}/comments`,
      payload: { body: 'Revisa el buró por favor @analista' },
    })
    expect(response.statusCode, response.body).toBe(201)
    const analyst = (await t.login('analista@demo.com', 'analista')).accessToken
    const inbox = (await t.as(analyst, { method: 'GET', url: '/api/v1/notifications' })).json()
    expect(inbox.unread).toBeGreaterThan(0)
    expect(inbox.items[0].link).toBe(`/apps/solicitudes/${row!.product}/${row!.id}`)
  })
})

describe('assignment to a colleague', () => {
  it('lists who may own the application in its stage, and refuses an owner who cannot work it', async () => {
    const row = await firstInStage(t, 'analisis')
    const base = `/api/v1/credit-applications/${row!.product}/${row!.id}`
    const eligible = await t.as(admin, { method: 'GET', url: `${base}/eligible-owners` })
    expect(eligible.statusCode, eligible.body).toBe(200)
    const roles = new Set(eligible.json().users.map((user: { role: string }) => user.role))
    expect(roles.has('analista')).toBe(true)
    expect(roles.has('ventas')).toBe(false)
    const analyst = eligible.json().users.find((user: { role: string }) => user.role === 'analista')
    const detail = (await t.as(admin, { method: 'GET', url: base })).json()
    expect(detail.origin).toBe(row!.product)
    const assigned = await t.as(admin, {
      method: 'POST',
      url: `${base}/assignment`,
      payload: { ownerUserId: analyst.id, version: detail.version },
    })
    expect(assigned.statusCode, assigned.body).toBe(200)
    expect(assigned.json().owner.id).toBe(analyst.id)
    const seller = (await t.login('ventas@demo.com', 'ventas')).userData
    const refused = await t.as(admin, {
      method: 'POST',
      url: `${base}/assignment`,
      payload: { ownerUserId: seller.id, version: assigned.json().version },
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errors).toHaveProperty('ownerUserId')
  })
})
