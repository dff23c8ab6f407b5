import { and, asc, eq, isNotNull, ne, or } from 'drizzle-orm'
import type { SavedView, SavedViewInput, SavedViewUpdate } from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { userDirectory } from '../users'
import { conflict, notFound, staleVersion } from '../../lib/http-errors'
import { savedViews } from './saved-views.schema'

type ViewRow = typeof savedViews.$inferSelect

async function roleOf(db: Executor, userId: number) {
  const [user] = await db
    .select({ roleId: userDirectory.roleId })
    .from(userDirectory)
    .where(eq(userDirectory.id, userId))
  return user?.roleId ?? null
}

const toView = (row: ViewRow, ownerName: string, userId: number): SavedView => ({
  id: row.id,
  screen: row.screen,
  name: row.name,
  query: row.query,
  shared: row.sharedRoleId !== null,
  // Another user's default is theirs, not the reader's.
  isDefault: row.isDefault && row.ownerUserId === userId,
  mine: row.ownerUserId === userId,
  ownerName,
  version: row.version,
})

/** The caller's own views of a screen, then those colleagues of the same role shared. */
export async function listSavedViews(db: Database, userId: number, screen: string) {
  const roleId = await roleOf(db, userId)
  const rows = await db
    .select({ view: savedViews, ownerName: userDirectory.fullName })
    .from(savedViews)
    .innerJoin(userDirectory, eq(userDirectory.id, savedViews.ownerUserId))
    .where(
      and(
        eq(savedViews.screen, screen),
        or(
          eq(savedViews.ownerUserId, userId),
          roleId === null
            ? undefined
            : and(isNotNull(savedViews.sharedRoleId), eq(savedViews.sharedRoleId, roleId)),
        ),
      ),
    )
    .orderBy(asc(savedViews.name), asc(savedViews.id))
  const views = rows.map((row) => toView(row.view, row.ownerName, userId))
  return {
    items: [...views.filter((view) => view.mine), ...views.filter((view) => !view.mine)],
    total: views.length,
  }
}

/** A unique-name clash is the user's to fix: 409 naming the field, not a database error. */
async function assertNameFree(db: Executor, userId: number, screen: string, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: savedViews.id })
    .from(savedViews)
    .where(
      and(
        eq(savedViews.ownerUserId, userId),
        eq(savedViews.screen, screen),
        eq(savedViews.name, name),
        exceptId === undefined ? undefined : ne(savedViews.id, exceptId),
      ),
    )
  if (clash)
    throw conflict('already_used', 'You already have a view with this name', { name: ['already_used'] })
}

async function clearDefault(db: Executor, userId: number, screen: string) {
  await db
    .update(savedViews)
    .set({ isDefault: false })
    .where(
      and(eq(savedViews.ownerUserId, userId), eq(savedViews.screen, screen), eq(savedViews.isDefault, true)),
    )
}

async function answer(db: Executor, row: ViewRow, userId: number) {
  const [owner] = await db
    .select({ fullName: userDirectory.fullName })
    .from(userDirectory)
    .where(eq(userDirectory.id, row.ownerUserId))
  return toView(row, owner?.fullName ?? '', userId)
}

export async function createSavedView(
  db: Database,
  userId: number,
  input: SavedViewInput & { shared: boolean },
) {
  return db.transaction(async (tx) => {
    await assertNameFree(tx, userId, input.screen, input.name)
    if (input.isDefault) await clearDefault(tx, userId, input.screen)
    const [row] = await tx
      .insert(savedViews)
      .values({
        ownerUserId: userId,
        screen: input.screen,
        name: input.name,
        query: input.query,
        sharedRoleId: input.shared ? await roleOf(tx, userId) : null,
        isDefault: input.isDefault ?? false,
      })
      .returning()
    return answer(tx, row!, userId)
  })
}

/** Only the owner changes or deletes a view; to anyone else it does not exist (404, nothing to learn). */
async function ownView(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.ownerUserId, userId)))
    .for('update')
  if (!row) throw notFound('No such view of yours')
  return row
}

export async function updateSavedView(db: Database, userId: number, id: number, input: SavedViewUpdate) {
  return db.transaction(async (tx) => {
    const current = await ownView(tx, userId, id)
    if (current.version !== input.version) throw staleVersion()
    await assertNameFree(tx, userId, current.screen, input.name, id)
    if (input.isDefault) await clearDefault(tx, userId, current.screen)
    const [row] = await tx
      .update(savedViews)
      .set({
        name: input.name,
        query: input.query,
        sharedRoleId: input.shared ? await roleOf(tx, userId) : null,
        isDefault: input.isDefault ?? false,
        version: current.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(savedViews.id, id))
      .returning()
    return answer(tx, row!, userId)
  })
}

export async function deleteSavedView(db: Database, userId: number, id: number) {
  await db.transaction(async (tx) => {
    await ownView(tx, userId, id)
    await tx.delete(savedViews).where(eq(savedViews.id, id))
  })
}
