import { and, eq, sql } from 'drizzle-orm'
import { storeSettingsInputSchema, type StoreSettings, type StoreSettingsUpdate } from '@mesa/contracts'
import type { Database, Executor } from '../../../db/client'
import { demoStoreSettings } from '../store-settings.schema'
import { staleVersion } from '../../../lib/http-errors'
import { recordAudit } from '../../audit'

/** The demo has one store; the key leaves room for more. */
export const DEMO_STORE = 'main'

type Row = typeof demoStoreSettings.$inferSelect
const toSettings = (row: Row): StoreSettings => ({
  // Parsed again on the way out: a row written before a field existed still answers the contract.
  ...storeSettingsInputSchema.parse(row.settings),
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
})

export async function loadStoreSettings(db: Executor, storeKey = DEMO_STORE): Promise<StoreSettings | null> {
  const [row] = await db.select().from(demoStoreSettings).where(eq(demoStoreSettings.storeKey, storeKey))
  return row ? toSettings(row) : null
}

/** Saves every tab at once when `version` is still current (else 409), with its audit entry. */
export async function saveStoreSettings(
  db: Database,
  userId: number,
  { version, ...settings }: StoreSettingsUpdate,
  storeKey = DEMO_STORE,
): Promise<StoreSettings | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(demoStoreSettings)
      .set({
        settings,
        version: sql`${demoStoreSettings.version} + 1`,
        updatedByUserId: userId,
        updatedAt: new Date(),
      })
      .where(and(eq(demoStoreSettings.storeKey, storeKey), eq(demoStoreSettings.version, version)))
      .returning()
    if (!row) {
      if (await loadStoreSettings(tx, storeKey)) throw staleVersion()
      return null
    }
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'demo.store_settings.updated',
      entityType: 'demo_store_settings',
      entityId: storeKey,
      data: { version: row.version },
    })
    return toSettings(row)
  })
}
