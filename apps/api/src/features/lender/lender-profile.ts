import { and, eq } from 'drizzle-orm'
import type { LenderProfile, LenderProfileRequest } from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { staleVersion } from '../../lib/http-errors'
import { recordAudit } from '../audit'
import { lenderProfile } from './lender.schema'
import { standardLender } from './standard-lender'

const ROW_ID = 1

/** Installs the standard identity once (idempotent: the primary key keeps a second row out). */
export async function ensureLenderProfile(db: Executor) {
  await db.insert(lenderProfile).values({ id: ROW_ID, identity: standardLender }).onConflictDoNothing()
}

const toProfile = (row: typeof lenderProfile.$inferSelect): LenderProfile => ({
  ...row.identity,
  concentratingAccount: row.identity.concentratingAccount ?? standardLender.concentratingAccount,
  fiscal: row.identity.fiscal ?? standardLender.fiscal,
  version: row.version,
  updatedAt: row.updatedAt?.toISOString() ?? null,
})

/** The lender's identity and UNE as the documents print them; installs the standard one on first read. */
export async function lenderProfileOf(db: Executor): Promise<LenderProfile> {
  const read = async () => (await db.select().from(lenderProfile).where(eq(lenderProfile.id, ROW_ID)))[0]
  let row = await read()
  if (!row) {
    await ensureLenderProfile(db)
    row = await read()
  }
  return toProfile(row!)
}

/** Replaces the identity (administrators); a version other than the stored one is a 409 stale_version. */
export async function saveLenderProfile(db: Database, userId: number, request: LenderProfileRequest) {
  await ensureLenderProfile(db)
  const { version, ...identity } = request
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(lenderProfile)
      .set({ identity, version: version + 1, updatedByUserId: userId, updatedAt: new Date() })
      .where(and(eq(lenderProfile.id, ROW_ID), eq(lenderProfile.version, version)))
      .returning({ id: lenderProfile.id })
    if (changed.length === 0) throw staleVersion()
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'lender_profile.updated',
      entityType: 'lender_profile',
      entityId: ROW_ID,
      data: { version: version + 1 },
    })
  })
  return lenderProfileOf(db)
}
