import { and, eq, gt, inArray, lt, ne } from 'drizzle-orm'
import { fieldError, liveBookingStatuses, type WorkingHours } from '@mesa/contracts'
import type { Executor, Transaction } from '../../db/client'
import { userDirectory } from '../users'
import { fieldAgentBlocks, fieldAgents, visitBookings } from './field-visits.schema'
import { badRequest, conflict } from '../../lib/http-errors'

/** Agents work in Mexico City time; their weekly hours are read on that clock. */
export const AGENT_TIME_ZONE = 'America/Mexico_City'

const localClock = new Intl.DateTimeFormat('en-US', {
  timeZone: AGENT_TIME_ZONE,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

/** Weekday (0 = Sunday) and 'HH:MM' of an instant on the agents' clock. */
export function localTimeOf(instant: Date) {
  const parts = Object.fromEntries(localClock.formatToParts(instant).map((part) => [part.type, part.value]))
  return { weekday: weekdays.indexOf(parts.weekday!), time: `${parts.hour}:${parts.minute}` }
}

/** Whether the slot lies inside one stretch of the agent's weekly hours (same day, start to end). */
export function withinWeeklyHours(hours: WorkingHours[], startsAt: Date, endsAt: Date) {
  const start = localTimeOf(startsAt)
  const end = localTimeOf(new Date(endsAt.getTime() - 1))
  if (start.weekday !== end.weekday) return false
  return hours.some(
    (stretch) => stretch.weekday === start.weekday && stretch.start <= start.time && end.time < stretch.end,
  )
}

/**
 * Locks the agents' rows (in id order, so two moves never wait on each other) for the rest of the
 * transaction: every booking of an agent is decided after the previous one committed, so the overlap check
 * that follows cannot race. PGlite runs one transaction at a time; PostgreSQL needs the lock.
 */
export async function lockAgents(tx: Transaction, agentIds: number[]) {
  const ids = [...new Set(agentIds)].sort((a, b) => a - b)
  const rows = await tx
    .select()
    .from(fieldAgents)
    .where(inArray(fieldAgents.userId, ids))
    .orderBy(fieldAgents.userId)
    .for('update')
  return new Map(rows.map((row) => [row.userId, row]))
}

/**
 * Refuses a slot the agent cannot take: outside their weekly hours (409 outside_hours), over a blocked
 * stretch or another live booking (409 agent_busy). `ignoreBookingId` is the booking being moved.
 */
export async function assertAgentFree(
  tx: Executor,
  agent: { userId: number; weeklyHours: WorkingHours[] },
  startsAt: Date,
  endsAt: Date,
  ignoreBookingId?: number,
) {
  if (!withinWeeklyHours(agent.weeklyHours, startsAt, endsAt))
    throw conflict('outside_hours', 'The slot lies outside the agent’s working hours', {
      startsAt: [fieldError('outside_hours')],
    })
  const overlapping = await tx
    .select({ id: visitBookings.id })
    .from(visitBookings)
    .where(
      and(
        eq(visitBookings.agentUserId, agent.userId),
        inArray(visitBookings.status, [...liveBookingStatuses]),
        lt(visitBookings.startsAt, endsAt),
        gt(visitBookings.endsAt, startsAt),
        ignoreBookingId ? ne(visitBookings.id, ignoreBookingId) : undefined,
      ),
    )
    .limit(1)
  const blocked = await tx
    .select({ id: fieldAgentBlocks.id })
    .from(fieldAgentBlocks)
    .where(
      and(
        eq(fieldAgentBlocks.agentUserId, agent.userId),
        lt(fieldAgentBlocks.startsAt, endsAt),
        gt(fieldAgentBlocks.endsAt, startsAt),
      ),
    )
    .limit(1)
  if (overlapping.length > 0 || blocked.length > 0)
    throw conflict('agent_busy', 'The agent already has a visit or is unavailable at that time', {
      startsAt: [fieldError('agent_busy')],
    })
}

/** A slot must start in the future. */
export function assertFutureSlot(startsAt: Date, now: Date) {
  if (startsAt.getTime() <= now.getTime()) throw badRequest({ startsAt: [fieldError('date_out_of_range')] })
}

/** The agents with their weekly hours and their blocks from `from` on. */
export async function listAgents(db: Executor, from: Date, onlyUserId?: number) {
  const agents = await db
    .select({
      id: fieldAgents.userId,
      fullName: userDirectory.fullName,
      weeklyHours: fieldAgents.weeklyHours,
    })
    .from(fieldAgents)
    .innerJoin(userDirectory, eq(userDirectory.id, fieldAgents.userId))
    .where(onlyUserId ? eq(fieldAgents.userId, onlyUserId) : undefined)
    .orderBy(userDirectory.fullName)
  const blocks = await db
    .select()
    .from(fieldAgentBlocks)
    .where(gt(fieldAgentBlocks.endsAt, from))
    .orderBy(fieldAgentBlocks.startsAt)
  return agents.map((agent) => ({
    ...agent,
    blocks: blocks
      .filter((block) => block.agentUserId === agent.id)
      .map((block) => ({
        id: block.id,
        startsAt: block.startsAt.toISOString(),
        endsAt: block.endsAt.toISOString(),
        reason: block.reason,
      })),
  }))
}
