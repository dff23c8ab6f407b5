import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditEvents, ticketHistory, tickets, users } from '../../src/db/schema'
import { useTestApp } from '../helpers/use-test-app'
import { signInDemo } from '../helpers/demo-sign-in'

const tokens: Record<string, string> = {}
type App = { id: number; product: string; folio: number }
/** An application in ventas's scope, and one outside it. */
let mine: App
let theirs: App
let deskId: number

const ofApplication = (app: App) => `/api/v1/credit-applications/${app.product}/${app.id}/tickets`
const as = (who: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.as(tokens[who]!, { method, url, ...(payload ? { payload } : {}) })
const auditCount = (ticketId: number) =>
  t.database.db.$count(
    auditEvents,
    and(eq(auditEvents.entityType, 'ticket'), eq(auditEvents.entityId, String(ticketId))),
  )

async function openTicket(who = 'ventas', app = mine, body: object = {}) {
  const response = await as(who, 'POST', ofApplication(app), {
    subject: 'Pago no reflejado',
    category: 'payment',
    priority: 'urgent',
    ...body,
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as { id: number; version: number; status: string; dueAt: string; createdAt: string }
}

const t = useTestApp()
beforeAll(async () => {
  await signInDemo(t, tokens, ['admin', 'mesa', 'ventas', 'client'])
  const list = async (who: string) =>
    (await as(who, 'GET', '/api/v1/credit-applications?itemsPerPage=100')).json().items as App[]
  const visible = await list('ventas')
  mine = visible[0]!
  theirs = (await list('admin')).find((app) => !visible.some((seen) => seen.id === app.id))!
  const [desk] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'mesa@demo.com'))
  deskId = desk!.id
})

describe('opening a ticket', () => {
  it('a seller opens one on an application they see; its due date is its priority hours away; audited', async () => {
    const ticket = await openTicket()
    expect(ticket.status).toBe('open')
    expect(new Date(ticket.dueAt).getTime() - new Date(ticket.createdAt).getTime()).toBe(4 * 3_600_000)
    expect(await auditCount(ticket.id)).toBeGreaterThanOrEqual(1)
    const tab = await as('ventas', 'GET', ofApplication(mine))
    expect(tab.json().tickets.map((row: { id: number }) => row.id)).toContain(ticket.id)
  })

  it('outside the row scope is a 404 and nothing is written', async () => {
    const before = await t.database.db.$count(tickets)
    const response = await as('ventas', 'POST', ofApplication(theirs), { subject: 'Hola', category: 'other' })
    expect(response.statusCode).toBe(404)
    expect(await t.database.db.$count(tickets)).toBe(before)
  })

  it('hostile input is a 400 naming each wrong field, never a 500', async () => {
    const response = await as('ventas', 'POST', ofApplication(mine), {
      subject: 'x',
      category: 'fax',
      priority: 7,
      assigneeId: -1,
    })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'assigneeId',
      'category',
      'priority',
      'subject',
    ])
    const notStaff = await as('ventas', 'POST', ofApplication(mine), {
      subject: 'Pago',
      category: 'payment',
      assigneeId: 2_000_000_000,
    })
    expect(notStaff.statusCode).toBe(400)
    expect(notStaff.json().errors.assigneeId).toEqual(['unknown_reference'])
  })
})

describe('life cycle', () => {
  it('open → in progress → waiting → resolved → reopened → resolved → closed, each in the history', async () => {
    const ticket = await openTicket()
    let version = ticket.version
    for (const [status, note] of [
      ['in_progress', ''],
      ['waiting_customer', ''],
      ['resolved', 'Se aplicó el pago'],
      ['open', 'El cliente dice que sigue igual'],
      ['in_progress', ''],
      ['resolved', 'Aplicado de nuevo'],
      ['closed', ''],
    ] as const) {
      const response = await as('mesa', 'POST', `/api/v1/tickets/${ticket.id}/status`, {
        status,
        note,
        version,
      })
      expect(response.statusCode, `${status}: ${response.body}`).toBe(200)
      expect(response.json().status).toBe(status)
      version = response.json().version
    }
    const detail = (await as('mesa', 'GET', `/api/v1/tickets/${ticket.id}`)).json()
    expect(detail.closedAt).not.toBeNull()
    expect(detail.allowedMoves).toEqual([])
    expect(detail.history.filter((entry: { kind: string }) => entry.kind === 'status')).toHaveLength(7)
    expect(detail.comments.map((comment: { body: string }) => comment.body)).toContain('Se aplicó el pago')
  })

  it('an illegal move is a 409 ticket_move_not_allowed and changes nothing', async () => {
    const ticket = await openTicket()
    const response = await as('mesa', 'POST', `/api/v1/tickets/${ticket.id}/status`, {
      status: 'closed',
      version: ticket.version,
    })
    expect(response.statusCode).toBe(409)
    expect(response.json().code).toBe('ticket_move_not_allowed')
    const [row] = await t.database.db.select().from(tickets).where(eq(tickets.id, ticket.id))
    expect(row!.status).toBe('open')
    expect(await t.database.db.$count(ticketHistory, eq(ticketHistory.ticketId, ticket.id))).toBe(1)
  })

  it('resolving without a note is a 400 naming note', async () => {
    const ticket = await openTicket()
    const response = await as('mesa', 'POST', `/api/v1/tickets/${ticket.id}/status`, {
      status: 'resolved',
      version: ticket.version,
    })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().errors)).toEqual(['note'])
  })

  it('a stale version is a 409 stale_version', async () => {
    const ticket = await openTicket()
    const first = await as('mesa', 'POST', `/api/v1/tickets/${ticket.id}/status`, {
      status: 'in_progress',
      version: ticket.version,
    })
    expect(first.statusCode).toBe(200)
    const stale = await as('mesa', 'PATCH', `/api/v1/tickets/${ticket.id}`, {
      priority: 'low',
      version: ticket.version,
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().code).toBe('stale_version')
  })
})

describe('triage', () => {
  it('the desk assigns and lowers priority; the due date follows from the opening; audited with the change', async () => {
    const ticket = await openTicket()
    const auditsBefore = await auditCount(ticket.id)
    const response = await as('mesa', 'PATCH', `/api/v1/tickets/${ticket.id}`, {
      priority: 'low',
      assigneeId: deskId,
      version: ticket.version,
    })
    expect(response.statusCode, response.body).toBe(200)
    const detail = response.json()
    expect(detail.assignee.id).toBe(deskId)
    expect(new Date(detail.dueAt).getTime() - new Date(detail.createdAt).getTime()).toBe(72 * 3_600_000)
    expect(detail.history.map((entry: { kind: string }) => entry.kind)).toEqual([
      'created',
      'priority',
      'assignee',
    ])
    expect(await auditCount(ticket.id)).toBe(auditsBefore + 1)
  })
})

describe('who may', () => {
  it('a seller comments but may not move or triage (403); a client reads nothing', async () => {
    const ticket = await openTicket()
    const comment = await as('ventas', 'POST', `/api/v1/tickets/${ticket.id}/comments`, {
      body: 'Adjunto SPEI',
    })
    expect(comment.statusCode).toBe(201)
    const move = await as('ventas', 'POST', `/api/v1/tickets/${ticket.id}/status`, {
      status: 'in_progress',
      version: ticket.version,
    })
    expect(move.statusCode).toBe(403)
    const triage = await as('ventas', 'PATCH', `/api/v1/tickets/${ticket.id}`, {
      priority: 'low',
      version: 1,
    })
    expect(triage.statusCode).toBe(403)
    expect((await as('client', 'GET', '/api/v1/tickets')).statusCode).toBe(403)
    expect((await as('client', 'GET', `/api/v1/tickets/${ticket.id}`)).statusCode).toBe(403)
  })

  it("the list shows a seller only their allies' tickets; a ticket outside their scope is a 404", async () => {
    const outside = await openTicket('admin', theirs)
    const seller = (await as('ventas', 'GET', '/api/v1/tickets?itemsPerPage=100')).json()
    expect(seller.items.some((row: { id: number }) => row.id === outside.id)).toBe(false)
    expect(
      seller.items.every((row: { application: { id: number } }) => row.application.id !== theirs.id),
    ).toBe(true)
    expect((await as('ventas', 'GET', `/api/v1/tickets/${outside.id}`)).statusCode).toBe(404)
    const desk = (await as('mesa', 'GET', `/api/v1/tickets?q=${theirs.folio}&itemsPerPage=100`)).json()
    expect(desk.items.some((row: { id: number }) => row.id === outside.id)).toBe(true)
  })
})

describe('the list', () => {
  it('filters by status, priority, category and overdue; the seed covers every status and priority', async () => {
    const all = (await as('admin', 'GET', '/api/v1/tickets?itemsPerPage=-1')).json()
    for (const status of ['open', 'in_progress', 'waiting_customer', 'resolved', 'closed'])
      expect(
        all.items.some((row: { status: string }) => row.status === status),
        status,
      ).toBe(true)
    for (const priority of ['low', 'normal', 'high', 'urgent'])
      expect(
        all.items.some((row: { priority: string }) => row.priority === priority),
        priority,
      ).toBe(true)
    const urgent = (await as('admin', 'GET', '/api/v1/tickets?priority=urgent&itemsPerPage=-1')).json()
    expect(urgent.items.every((row: { priority: string }) => row.priority === 'urgent')).toBe(true)
    const overdue = (await as('admin', 'GET', '/api/v1/tickets?overdue=true&itemsPerPage=-1')).json()
    expect(overdue.total).toBeGreaterThan(0)
    expect(overdue.items.every((row: { overdue: boolean }) => row.overdue)).toBe(true)
    const bad = await as('admin', 'GET', '/api/v1/tickets?status=lost&overdue=maybe&itemsPerPage=7000')
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors).sort()).toEqual(['itemsPerPage', 'overdue', 'status'])
  })
})
