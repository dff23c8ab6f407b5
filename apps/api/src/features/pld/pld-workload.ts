import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { pldAlerts } from './pld.schema'

/** The compliance officer's home (issue 38): alerts waiting for a decision and those escalated to a report. */
export async function pldWorkload(db: Executor) {
  const [open, escalated] = await Promise.all([
    db.$count(pldAlerts, eq(pldAlerts.status, 'open')),
    db.$count(pldAlerts, eq(pldAlerts.status, 'escalated')),
  ])
  return { open, escalated }
}
