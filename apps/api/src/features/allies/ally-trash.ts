import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { RestoreAudience } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { conflict, notFound } from '../../lib/http-errors'
import { registerTrashType, type Restorer } from '../trash'
import { allies, allyFiles } from './allies.schema'
import { isLiveRfcClash } from './allies.service'

/**
 * The restorer's row scope over a deleted ally. `visibleAllies` cannot serve: its linked-ally list skips
 * deleted allies, so it would hide every deleted ally from a seller undoing their own delete.
 */
function deletedAllyScope(restorer: Restorer) {
  if (restorer.scope === 'all') return undefined
  const userId = restorer.userId
  return sql`(${allies.sellerUserId} = ${userId} or ${allies.supervisorUserId} = ${userId}
    or ${allies.id} in (select au.ally_id from ally_users au where au.user_id = ${userId}))`
}

const liveTwin = () =>
  conflict('live_twin', 'A live ally already has this RFC; change or delete it first', {
    rfc: ['live_twin'],
  })

/**
 * Brings a deleted ally back unless a live ally took its RFC meanwhile (the RFC is unique among live allies);
 * its readers (read Aliados within its scope) see it reappear.
 */
async function restoreAlly(tx: Executor, recordId: string, restorer: Restorer): Promise<RestoreAudience> {
  const id = Number(recordId)
  const [ally] = await tx
    .select({ rfc: allies.rfc })
    .from(allies)
    .where(and(eq(allies.id, id), isNotNull(allies.deletedAt), deletedAllyScope(restorer)))
    .for('update')
  if (!ally) throw notFound('No such ally in the trash')
  const [twin] = await tx
    .select({ id: allies.id })
    .from(allies)
    .where(and(eq(allies.rfc, ally.rfc), isNull(allies.deletedAt)))
  if (twin) throw liveTwin()
  try {
    await tx
      .update(allies)
      .set({ deletedAt: null, version: sql`${allies.version} + 1`, updatedAt: new Date() })
      .where(eq(allies.id, id))
  } catch (error) {
    // A twin created by a concurrent transaction after the check: the live-RFC unique index refuses.
    if (isLiveRfcClash(error)) throw liveTwin()
    throw error
  }
  return { kind: 'ally', allyId: id }
}

/**
 * Erases a deleted ally with its accounts, addresses, managers and user links (they cascade). An ally with
 * documents is kept (KYC files are evidence the lender must keep); one that credit applications, portfolio
 * or commissions point at cannot be erased (their foreign keys refuse, and the trash keeps it hidden).
 */
async function purgeAlly(tx: Executor, recordId: string): Promise<boolean> {
  const id = Number(recordId)
  const [file] = await tx
    .select({ id: allyFiles.id })
    .from(allyFiles)
    .where(eq(allyFiles.allyId, id))
    .limit(1)
  if (file) return false
  const erased = await tx
    .delete(allies)
    .where(and(eq(allies.id, id), isNotNull(allies.deletedAt)))
    .returning({ id: allies.id })
  return erased.length > 0
}

export function registerAllyTrash() {
  registerTrashType('ally', { restore: restoreAlly, purge: purgeAlly })
}
