import { describe, expect, it } from 'vitest'
import type { AbilityRule } from '../permissions/permissions'
import { mayRaiseTicket, mayReadTickets, mayWorkTickets } from './access'
import {
  mayMoveTicket,
  TICKET_RESOLUTION_HOURS,
  ticketDueAt,
  ticketIsOverdue,
  ticketMoves,
  ticketStatuses,
} from './ticket-rules'
import { ticketCreateSchema, ticketListQuerySchema, ticketMoveSchema } from './tickets'

const fieldsOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
  result.success ? [] : [...new Set(result.error!.issues.map((issue) => String(issue.path[0])))].sort()

describe('due date by priority', () => {
  const opened = new Date('2026-11-20T10:00:00Z')

  it('gives 72, 24, 8 and 4 hours from the opening', () => {
    expect(TICKET_RESOLUTION_HOURS).toEqual({ low: 72, normal: 24, high: 8, urgent: 4 })
    expect(ticketDueAt(opened, 'low').toISOString()).toBe('2026-11-23T10:00:00.000Z')
    expect(ticketDueAt(opened, 'normal').toISOString()).toBe('2026-11-21T10:00:00.000Z')
    expect(ticketDueAt(opened, 'high').toISOString()).toBe('2026-11-20T18:00:00.000Z')
    expect(ticketDueAt(opened, 'urgent').toISOString()).toBe('2026-11-20T14:00:00.000Z')
  })

  it('is overdue only past the due time and while unresolved', () => {
    const now = new Date('2026-11-20T15:00:00Z')
    const dueAt = ticketDueAt(opened, 'urgent')
    expect(ticketIsOverdue({ status: 'open', dueAt }, now)).toBe(true)
    expect(ticketIsOverdue({ status: 'waiting_customer', dueAt }, now)).toBe(true)
    expect(ticketIsOverdue({ status: 'resolved', dueAt }, now)).toBe(false)
    expect(ticketIsOverdue({ status: 'closed', dueAt }, now)).toBe(false)
    expect(ticketIsOverdue({ status: 'open', dueAt: ticketDueAt(opened, 'normal') }, now)).toBe(false)
  })
})

describe('status moves', () => {
  it('follow open → in progress → waiting → resolved → closed, with reopen from resolved', () => {
    expect(mayMoveTicket('open', 'in_progress')).toBe(true)
    expect(mayMoveTicket('in_progress', 'waiting_customer')).toBe(true)
    expect(mayMoveTicket('waiting_customer', 'in_progress')).toBe(true)
    expect(mayMoveTicket('in_progress', 'resolved')).toBe(true)
    expect(mayMoveTicket('resolved', 'closed')).toBe(true)
    expect(mayMoveTicket('resolved', 'open')).toBe(true)
  })

  it('refuse skipping resolution, leaving closed and staying put', () => {
    expect(mayMoveTicket('open', 'closed')).toBe(false)
    expect(mayMoveTicket('waiting_customer', 'closed')).toBe(false)
    expect(ticketMoves.closed).toEqual([])
    for (const status of ticketStatuses) expect(mayMoveTicket(status, status)).toBe(false)
  })
})

describe('request bodies', () => {
  it('a new ticket needs a subject and a known category; priority defaults to normal', () => {
    expect(ticketCreateSchema.parse({ subject: 'Pago no reflejado', category: 'payment' })).toMatchObject({
      priority: 'normal',
      assigneeId: null,
      description: '',
    })
    expect(
      fieldsOf(ticketCreateSchema.safeParse({ subject: 'x', category: 'fax', priority: 'now' })),
    ).toEqual(['category', 'priority', 'subject'])
    expect(ticketCreateSchema.safeParse({ subject: 'Pago', category: 'payment', extra: 1 }).success).toBe(
      false,
    )
  })

  it('resolving needs a note; other moves do not', () => {
    expect(fieldsOf(ticketMoveSchema.safeParse({ status: 'resolved', version: 1 }))).toEqual(['note'])
    expect(ticketMoveSchema.safeParse({ status: 'in_progress', version: 1 }).success).toBe(true)
    expect(fieldsOf(ticketMoveSchema.safeParse({ status: 'gone', version: 0 }))).toEqual([
      'status',
      'version',
    ])
  })

  it('the list query reads its filters from text', () => {
    expect(ticketListQuerySchema.parse({ overdue: 'true', assigneeId: '3', status: '' })).toMatchObject({
      overdue: true,
      assigneeId: 3,
      status: undefined,
    })
  })
})

describe('who may', () => {
  const desk: AbilityRule[] = [{ action: 'manage', subject: 'Admin' }]
  const seller: AbilityRule[] = [{ action: 'manage', subject: 'moto_assist' }]
  const analyst: AbilityRule[] = [{ action: 'read', subject: 'analysis' }]
  const client: AbilityRule[] = [{ action: 'read', subject: 'AclDemo' }]

  it('sellers raise tickets on their products; the desk works them; others neither', () => {
    expect(mayReadTickets(seller)).toBe(true)
    expect(mayRaiseTicket(seller, 'moto')).toBe(true)
    expect(mayRaiseTicket(seller, 'auto')).toBe(false)
    expect(mayWorkTickets(seller)).toBe(false)
    expect(mayWorkTickets(desk)).toBe(true)
    expect(mayReadTickets(analyst)).toBe(true)
    expect(mayReadTickets(client)).toBe(false)
  })
})
