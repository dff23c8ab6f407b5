import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm'
import type { JobListQuery } from '@mesa/contracts'
import type { Database } from '../../db/client'
import { countUpTo, readPage } from '../../lib/paging'
import { containsPattern } from '../../lib/sql-text'
import { registeredKinds } from './jobs.registry'
import { jobs } from './jobs.schema'

const sortColumns = {
  id: jobs.id,
  kind: jobs.kind,
  state: jobs.state,
  runAt: jobs.runAt,
  attempts: jobs.attempts,
} as const

/** The jobs screen: one page of jobs filtered by kind and state (q: kind or error text), newest first unless sorted. */
export async function listJobs(db: Database, query: JobListQuery) {
  const conditions: SQL[] = []
  if (query.q)
    conditions.push(
      or(ilike(jobs.kind, containsPattern(query.q)), ilike(jobs.lastError, containsPattern(query.q)))!,
    )
  if (query.kind) conditions.push(eq(jobs.kind, query.kind))
  if (query.state) conditions.push(eq(jobs.state, query.state))
  const where = and(...conditions)
  const column = sortColumns[query.sortBy ?? 'id']
  const direction = (query.orderBy ?? (query.sortBy ? 'asc' : 'desc')) === 'asc' ? asc : desc
  const { rows, ...totals } = await readPage(
    query,
    ({ limit, offset }) =>
      db
        .select()
        .from(jobs)
        .where(where)
        .orderBy(direction(column), desc(jobs.id))
        .limit(limit)
        .offset(offset),
    (cap) => countUpTo(db, jobs, where, cap),
  )
  const present = await db.selectDistinct({ kind: jobs.kind }).from(jobs)
  const kinds = [...new Set([...registeredKinds(), ...present.map((row) => row.kind)])].sort()
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      state: row.state,
      payload: row.payload,
      attempts: row.attempts,
      maxAttempts: row.maxAttempts,
      runAt: row.runAt.toISOString(),
      lastError: row.lastError,
      createdAt: row.createdAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
    })),
    ...totals,
    kinds,
  }
}
