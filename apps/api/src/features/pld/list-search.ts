import { and, eq, inArray, sql } from 'drizzle-orm'
import type { PldListKind, PldMatch } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { searchTokens } from './names'
import { pldListEntries, pldListImports, pldListNames } from './pld.schema'
import { ALERT_SCORE, bestOf, type ListedName, type ScreenedPerson } from './screening'

export interface ListHit {
  entryId: number
  list: PldListKind
  listedExternalId: string
  score: number
  match: PldMatch
}

/**
 * The current lists' entries the person matches at ALERT_SCORE or more, best first. The GIN index on the
 * names' tokens finds the candidates (names sharing a token other than a particle: a one-typo name shares
 * its other tokens); screening.ts scores them.
 */
export async function searchLists(
  db: Executor,
  person: ScreenedPerson,
  lists: readonly PldListKind[],
): Promise<ListHit[]> {
  const tokens = searchTokens(person.tokens)
  if (tokens.length === 0 || lists.length === 0) return []
  const tokenArray = sql`array[${sql.join(
    tokens.map((token) => sql`${token}`),
    sql`, `,
  )}]::text[]`
  const rows = await db
    .select({
      entryId: pldListEntries.id,
      list: pldListEntries.list,
      externalId: pldListEntries.externalId,
      birthDates: pldListEntries.birthDates,
      rfc: pldListEntries.rfc,
      curp: pldListEntries.curp,
      name: pldListNames.name,
      normalized: pldListNames.normalized,
    })
    .from(pldListNames)
    .innerJoin(pldListEntries, eq(pldListEntries.id, pldListNames.entryId))
    .innerJoin(
      pldListImports,
      and(eq(pldListImports.id, pldListNames.importId), eq(pldListImports.current, true)),
    )
    .where(and(sql`${pldListNames.tokens} && ${tokenArray}`, inArray(pldListEntries.list, [...lists])))
  const byEntry = new Map<number, { row: (typeof rows)[number]; names: ListedName[] }>()
  for (const row of rows) {
    const entry = byEntry.get(row.entryId) ?? { row, names: [] }
    entry.names.push({
      name: row.name,
      tokens: row.normalized.split(' '),
      birthDates: row.birthDates,
      rfc: row.rfc,
      curp: row.curp,
    })
    byEntry.set(row.entryId, entry)
  }
  const hits: ListHit[] = []
  for (const { row, names } of byEntry.values()) {
    const best = bestOf(person, names)
    if (best && best.score >= ALERT_SCORE)
      hits.push({
        entryId: row.entryId,
        list: row.list,
        listedExternalId: row.externalId,
        score: best.score,
        match: best.match,
      })
  }
  return hits.sort((a, b) => b.score - a.score || a.entryId - b.entryId)
}
