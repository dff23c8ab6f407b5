import { and, asc, ilike, isNull, or } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { containsPattern } from '../../lib/sql-text'
import { allies } from './allies.schema'
import { visibleAllies, type Viewer } from './ally-scope'

/** Allies whose name or RFC contains `q`, within the viewer's scope, by name (the command palette). */
export function findAlliesByNameOrRfc(db: Executor, q: string, viewer: Viewer, limit: number) {
  const pattern = containsPattern(q)
  return db
    .select({ id: allies.id, allyName: allies.allyName, rfc: allies.rfc })
    .from(allies)
    .where(
      and(
        isNull(allies.deletedAt),
        or(ilike(allies.allyName, pattern), ilike(allies.rfc, pattern)),
        visibleAllies(viewer),
      ),
    )
    .orderBy(asc(allies.allyName), asc(allies.id))
    .limit(limit)
}
