import { eq, inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { userDirectory } from '../users'

export interface PersonRef {
  id: number
  fullName: string
  avatar: string | null
}

/** The people named by the desk's records (caller, requester, answerer), by id, in one query. */
export async function peopleById(db: Executor, ids: Array<number | null>) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))]
  if (wanted.length === 0) return new Map<number, PersonRef>()
  const rows = await db
    .select({ id: userDirectory.id, fullName: userDirectory.fullName, avatar: userDirectory.avatar })
    .from(userDirectory)
    .where(wanted.length === 1 ? eq(userDirectory.id, wanted[0]!) : inArray(userDirectory.id, wanted))
  return new Map(rows.map((row) => [row.id, row]))
}

export const personOf = (people: Map<number, PersonRef>, id: number | null) =>
  id === null ? null : (people.get(id) ?? null)
