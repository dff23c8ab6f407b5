import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allies, auditEvents } from '../../src/db/schema'
import { createTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp

/** True once some session of this database waits on a lock. */
async function aLockIsAwaited() {
  const { rows } = (await t.database.db.execute(
    sql`select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
  )) as unknown as { rows: { waiting: number }[] }
  return rows[0]!.waiting > 0
}

const until = async (condition: () => boolean | Promise<boolean>) => {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 20))
}

const auditRow = { action: 'test.race', entityType: 'test', entityId: '1', data: {} }

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'commit-time locks of the data versions and the audit chain on PostgreSQL (skipped: needs TEST_DATABASE_URL; PGlite is one connection, so transactions never overlap there)',
  () => {
    beforeAll(async () => {
      t = await createTestApp()
    })
    afterAll(() => t.close())

    it('commits both a transaction that changed an ally before auditing and one that audited first', async () => {
      const [first, second] = await t.database.db.select({ id: allies.id }).from(allies).limit(2)
      let secondAudited = false
      let startSecond!: () => void
      const secondMayStart = new Promise<void>((resolve) => (startSecond = resolve))

      const allyFirst = t.database.db.transaction(async (tx) => {
        await tx.update(allies).set({ allyName: 'Carrera uno' }).where(eq(allies.id, first!.id))
        await tx.insert(auditEvents).values(auditRow)
        // The commit-time work of the version, now: it holds its locks from here to the commit.
        await tx.execute(sql`set constraints allies_data_version immediate`)
        startSecond()
        // Commit once the other transaction has sealed its audit event or waits for a lock to do so.
        await until(async () => secondAudited || (await aLockIsAwaited()))
      })
      const auditFirst = (async () => {
        await secondMayStart
        return t.database.db.transaction(async (tx) => {
          await tx.insert(auditEvents).values(auditRow)
          await tx.execute(sql`set constraints audit_events_chain immediate`)
          secondAudited = true
          await tx.update(allies).set({ allyName: 'Carrera dos' }).where(eq(allies.id, second!.id))
          await tx.execute(sql`set constraints allies_data_version immediate`)
        })
      })()

      const outcomes = await Promise.allSettled([allyFirst, auditFirst])
      expect(
        outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'ok')),
      ).toEqual(['ok', 'ok'])
    })
  },
)
