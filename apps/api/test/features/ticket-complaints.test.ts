import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { creditApplications } from '../../src/db/schema'
import { useTestApp } from '../helpers/use-test-app'
import { signInDemo } from '../helpers/demo-sign-in'

/*
 * The complaints register (issue 36): a complaint ticket carries what CONDUSEF's register of the UNE asks, and the
 * desk exports a quarter of them in the register's columns.
 */
const tokens: Record<string, string> = {}
type App = { id: number; product: string; folio: number }
let app: App
const t = useTestApp()
const as = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.as(tokens[who]!, { method, url, ...(payload ? { payload } : {}) })

async function openTicket(category: string) {
  const response = await as('mesa', 'POST', `/api/v1/credit-applications/${app.product}/${app.id}/tickets`, {
    subject: 'El cliente reclama un cargo',
    category,
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as { id: number; version: number }
}

const entry = {
  receivedOn: '2026-10-05',
  channel: 'phone',
  product: 'vehicle_credit',
  cause: 'unrecognised_charge',
  level: 'une',
  claimedCents: 35_000,
}

beforeAll(async () => {
  await signInDemo(t, tokens, ['admin', 'mesa', 'ventas'])
  app = (await as('admin', 'GET', '/api/v1/credit-applications?itemsPerPage=1')).json().items[0] as App
})

describe("a complaint's entry in the register", () => {
  it('the desk fills it on a complaint; the ticket answers it, its version moves on', async () => {
    const ticket = await openTicket('complaint')
    expect((await as('mesa', 'GET', `/api/v1/tickets/${ticket.id}`)).json().complaint).toBeNull()
    const response = await as('mesa', 'PUT', `/api/v1/tickets/${ticket.id}/complaint`, {
      ...entry,
      version: ticket.version,
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().version).toBe(ticket.version + 1)
    expect(response.json().complaint).toMatchObject({
      receivedOn: '2026-10-05',
      cause: 'unrecognised_charge',
      claimedCents: 35_000,
      concluded: false,
      outcome: null,
    })
    // The same version again is a race lost: 409.
    const stale = await as('mesa', 'PUT', `/api/v1/tickets/${ticket.id}/complaint`, {
      ...entry,
      version: ticket.version,
    })
    expect(stale.statusCode).toBe(409)
  })

  it('another category has no entry: 409 naming the category', async () => {
    const ticket = await openTicket('payment')
    const response = await as('mesa', 'PUT', `/api/v1/tickets/${ticket.id}/complaint`, {
      ...entry,
      version: ticket.version,
    })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({
      code: 'ticket_not_a_complaint',
      errors: { category: ['ticket_not_a_complaint'] },
    })
  })

  it('bad input is a 400 naming each wrong field, and nothing is written', async () => {
    const ticket = await openTicket('complaint')
    const put = (body: object) =>
      as('mesa', 'PUT', `/api/v1/tickets/${ticket.id}/complaint`, {
        ...entry,
        version: ticket.version,
        ...body,
      })
    const fields = await put({ cause: 'weather', claimedCents: -1, receivedOn: '2026-02-30' })
    expect(fields.statusCode).toBe(400)
    expect(Object.keys(fields.json().errors).sort()).toEqual(['cause', 'claimedCents', 'receivedOn'])
    // Once every field parses, the dates and amounts must agree with each other.
    const together = await put({
      channel: 'condusef',
      resolvedOn: '2026-10-01',
      notifiedOn: '2026-09-30',
      creditedCents: 100,
    })
    expect(together.statusCode).toBe(400)
    expect(together.json().errors).toEqual({
      resolvedOn: ['end_before_start'],
      notifiedOn: ['end_before_start'],
      outcome: ['required'],
      creditedOn: ['required'],
      condusefFolio: ['required'],
    })
    expect((await as('mesa', 'GET', `/api/v1/tickets/${ticket.id}`)).json().complaint).toBeNull()
  })

  it('a seller may read the ticket but neither fill the register nor export it (403)', async () => {
    const ticket = await openTicket('complaint')
    const put = await as('ventas', 'PUT', `/api/v1/tickets/${ticket.id}/complaint`, {
      ...entry,
      version: ticket.version,
    })
    expect(put.statusCode).toBe(403)
    expect(
      (await as('ventas', 'GET', '/api/v1/tickets/complaints/export.csv?quarter=2026-Q4')).statusCode,
    ).toBe(403)
  })
})

describe("a quarter's register", () => {
  it("lists the quarter's complaints in the register's columns, the customer's data from the application", async () => {
    const ticket = await openTicket('complaint')
    // Received in the third quarter, resolved in the fourth with 350.00 credited back.
    const put = await as('mesa', 'PUT', `/api/v1/tickets/${ticket.id}/complaint`, {
      ...entry,
      receivedOn: '2026-09-28',
      resolvedOn: '2026-10-09',
      notifiedOn: '2026-10-10',
      outcome: 'favorable',
      creditedCents: 35_000,
      creditedOn: '2026-10-09',
      version: ticket.version,
    })
    expect(put.statusCode, put.body).toBe(200)
    const [row] = await t.database.db
      .select({ applicant: creditApplications.applicant, address: creditApplications.address })
      .from(creditApplications)
      .where(eq(creditApplications.id, app.id))
    const { birthDate, sex } = row!.applicant
    // Whole years on 2026-09-28: 2026 − the birth year, less one if the birthday falls after 28 September.
    const age = 2026 - Number(birthDate.slice(0, 4)) - (birthDate.slice(5) > '09-28' ? 1 : 0)

    const q4 = await as('mesa', 'GET', '/api/v1/tickets/complaints/export.csv?quarter=2026-Q4')
    expect(q4.statusCode).toBe(200)
    expect(q4.headers['content-type']).toContain('text/csv')
    const lines = q4.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe(
      'Denominación,Trimestre,Número de reclamaciones,Folio de atención,Estado,Fecha de la reclamación,' +
        'Fecha de resolución,Fecha de notificación al usuario,Medio de recepción,Nivel de atención,' +
        'Producto o servicio,Causa,Posible robo de identidad,Entidad federativa,Código postal,' +
        'Municipio o alcaldía,Colonia,Tipo de persona,Sexo,Edad,Monto reclamado,Importe abonado,Fecha de abono,' +
        'Sentido de la resolución,Folio CONDUSEF',
    )
    const mine = lines.find((line) => line.includes(`TK-${ticket.id},`))!
    expect(mine).toContain(
      `,4,1,TK-${ticket.id},Concluido,28/09/2026,09/10/2026,10/10/2026,Teléfono,UNE,Crédito automotriz,` +
        'Cargo no reconocido,No,',
    )
    expect(mine).toContain(
      `,Física,${sex === 'H' ? 'Hombre' : 'Mujer'},${age},350.00,350.00,09/10/2026,Favorable al usuario,`,
    )
    // In its own quarter it was still pending at the quarter's end: no resolution shown.
    const q3 = await as('mesa', 'GET', '/api/v1/tickets/complaints/export.csv?quarter=2026-Q3')
    const pending = q3.body.split('\r\n').find((line) => line.includes(`TK-${ticket.id},`))!
    expect(pending).toContain(`,3,1,TK-${ticket.id},Pendiente,28/09/2026,,,Teléfono,`)
    expect(pending).not.toContain('Favorable al usuario')
  })

  it('a malformed quarter is a 400 naming it', async () => {
    const response = await as('mesa', 'GET', '/api/v1/tickets/complaints/export.csv?quarter=2026-5')
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual({ quarter: ['invalid_format'] })
  })
})
