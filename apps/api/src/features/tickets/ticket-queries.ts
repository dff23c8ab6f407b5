import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import {
  settledTicketStatuses,
  ticketPriorities,
  type TicketListItem,
  type TicketListQuery,
} from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { userDirectoryAs } from '../users'
import { readPage } from '../../lib/paging'
import { containsPattern } from '../../lib/sql-text'
import type { Viewer } from '../allies'
import { visibleInDirectory, applicationDirectory as applications } from '../credit-applications'
import { tickets } from './tickets.schema'

const assignees = userDirectoryAs('assignee')

const listColumns = {
  ticket: tickets,
  folio: applications.folio,
  origin: applications.product,
  stage: applications.stage,
  applicantName: applications.applicantName,
  assigneeName: assignees.fullName,
  assigneeAvatar: assignees.avatar,
}

type ListRow = {
  ticket: typeof tickets.$inferSelect
  folio: number
  origin: TicketListItem['application']['origin']
  stage: TicketListItem['application']['stage']
  applicantName: string
  assigneeName: string | null
  assigneeAvatar: string | null
}

const settled = [...settledTicketStatuses]
const overdueCondition = sql`(${tickets.status} not in ${settled} and ${tickets.dueAt} < now())`

export function listItemOf(row: ListRow, now = new Date()): TicketListItem {
  const { ticket } = row
  return {
    id: ticket.id,
    subject: ticket.subject,
    category: ticket.category,
    priority: ticket.priority,
    status: ticket.status,
    overdue: !settled.includes(ticket.status) && ticket.dueAt.getTime() < now.getTime(),
    dueAt: ticket.dueAt.toISOString(),
    createdAt: ticket.createdAt.toISOString(),
    updatedAt: ticket.updatedAt.toISOString(),
    assignee:
      ticket.assigneeUserId !== null && row.assigneeName !== null
        ? { id: ticket.assigneeUserId, fullName: row.assigneeName, avatar: row.assigneeAvatar }
        : null,
    application: {
      id: ticket.applicationId,
      folio: row.folio,
      origin: row.origin,
      stage: row.stage,
      applicantName: row.applicantName,
    },
  }
}

/** Tickets joined to their application (whose row scope they share) and assignee. */
export function ticketSelect(db: Executor) {
  return db
    .select(listColumns)
    .from(tickets)
    .innerJoin(applications, eq(applications.id, tickets.applicationId))
    .leftJoin(assignees, eq(assignees.id, tickets.assigneeUserId))
}

/** The one row condition of tickets: those of the applications the viewer sees. */
export const visibleTickets = (viewer: Viewer) => visibleInDirectory(viewer)

function listConditions(query: Partial<TicketListQuery>): SQL[] {
  const conditions: SQL[] = []
  if (query.q) {
    const needle = query.q.trim().toLowerCase()
    const number = /^\d{1,9}$/.test(needle) ? Number(needle) : null
    const textMatch = sql`lower(${tickets.subject} || ' ' || ${applications.applicantName}) like ${containsPattern(needle)}`
    conditions.push(
      number !== null
        ? sql`(${tickets.id} = ${number} or ${applications.folio} = ${number} or ${textMatch})`
        : textMatch,
    )
  }
  if (query.status) conditions.push(eq(tickets.status, query.status))
  if (query.priority) conditions.push(eq(tickets.priority, query.priority))
  if (query.category) conditions.push(eq(tickets.category, query.category))
  if (query.assigneeId) conditions.push(eq(tickets.assigneeUserId, query.assigneeId))
  if (query.overdue === true) conditions.push(overdueCondition)
  if (query.overdue === false)
    conditions.push(sql`not (${tickets.status} not in ${settled} and ${tickets.dueAt} < now())`)
  return conditions
}

const sortColumns = {
  id: tickets.id,
  dueAt: tickets.dueAt,
  priority: sql`array_position(array[${sql.join(
    ticketPriorities.map((priority) => sql`${priority}`),
    sql`, `,
  )}]::text[], ${tickets.priority})`,
  status: tickets.status,
  createdAt: tickets.createdAt,
  updatedAt: tickets.updatedAt,
} as const

/**
 * The support team's list: q on ticket number, folio, subject and applicant; filters; sort; paging. By
 * default the unsettled ones first, soonest due first (what to work next).
 */
export async function listTickets(db: Executor, query: TicketListQuery, viewer: Viewer) {
  const where = and(...listConditions(query), visibleTickets(viewer))
  const direction = query.orderBy === 'desc' ? desc : asc
  const order = query.sortBy
    ? [direction(sortColumns[query.sortBy]), desc(tickets.id)]
    : [asc(sql`${tickets.status} in ${settled}`), asc(tickets.dueAt), desc(tickets.id)]
  const { rows, total } = await readPage(
    query,
    ({ limit, offset }) =>
      ticketSelect(db)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    () =>
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(tickets)
        .innerJoin(applications, eq(applications.id, tickets.applicationId))
        .where(where)
        .then((result) => result[0]?.count ?? 0),
  )
  const now = new Date()
  return { items: rows.map((row) => listItemOf(row, now)), total }
}

/** The tickets of one application, newest first (the file's tab); the caller checked the application. */
export async function applicationTickets(db: Executor, applicationId: number) {
  const rows = await ticketSelect(db)
    .where(eq(tickets.applicationId, applicationId))
    .orderBy(desc(tickets.id))
  const now = new Date()
  return rows.map((row) => listItemOf(row, now))
}
