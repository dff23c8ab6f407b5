import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { AllyBulkRequest, AllyBulkResult } from '@mesa/contracts'
import type { Database } from '../../db/client'
import { notFound } from '../../lib/http-errors'
import { recordAudit } from '../audit'
import { allies } from './allies.schema'
import { deletedColumns, trashAlly } from './allies.service'
import { allyAuditEvent } from './ally-audit'
import { visibleAllies, type Viewer } from './ally-scope'

/**
 * A bulk action on selected allies (issue 20), all or nothing in ONE transaction: every id must be a live ally
 * within the caller's row scope (else 404 and no row changes, so the answer reveals nothing beyond "not all
 * of these are yours"); the rows are locked, changed, and each gets its own audit event. Activate and
 * deactivate change only the allies not already so (`changed`, for the undo); delete moves each to the trash,
 * as a single delete does, so the undo restores them from there.
 */
export async function bulkAllies(
  db: Database,
  request: AllyBulkRequest,
  viewer: Viewer,
): Promise<AllyBulkResult> {
  const { action, ids } = request
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: allies.id, allyName: allies.allyName, rfc: allies.rfc, active: allies.active })
      .from(allies)
      .where(and(inArray(allies.id, ids), isNull(allies.deletedAt), visibleAllies(viewer)))
      .orderBy(allies.id)
      .for('update')
    if (rows.length !== ids.length) throw notFound('Some of these allies do not exist or are not yours')
    if (action === 'delete') {
      await tx.update(allies).set(deletedColumns()).where(inArray(allies.id, ids))
      for (const row of rows) await trashAlly(db, tx, viewer.userId, row, true)
      return { action, changed: rows.map((row) => row.id) }
    }
    const active = action === 'activate'
    const changing = rows.filter((row) => row.active !== active)
    const changed = changing.map((row) => row.id)
    if (changed.length > 0) {
      await tx
        .update(allies)
        .set({ active, version: sql`${allies.version} + 1`, updatedAt: new Date() })
        .where(and(inArray(allies.id, changed), eq(allies.active, !active)))
    }
    for (const row of changing) {
      await recordAudit(
        tx,
        allyAuditEvent(viewer.userId, active ? 'ally.activated' : 'ally.deactivated', row.id, {
          allyName: row.allyName,
          before: { active: row.active },
          after: { active },
          bulk: true,
        }),
      )
    }
    return { action, changed }
  })
}
