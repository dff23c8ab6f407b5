import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vehiclePaths, vinCheckDigit, type VinRecord } from '@mesa/contracts'
import { vinRecords } from '../../src/db/schema'
import { createTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
let token = ''

/** A valid North American VIN of model year 2026 (check digit computed). */
function vinOf(serial: number) {
  const draft = `3N1CN8AP0TR${serial}`
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`
}
const body = (vin: string) => ({ vin, make: 'Nissan', model: 'Versa', version: 'Advance', colour: 'Gris' })

/** Polls until some session of this database waits on a lock: the edit has reached the contested index. */
async function untilALockIsAwaited() {
  for (;;) {
    const { rows } = (await t.database.db.execute(
      sql`select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    )) as unknown as { rows: { waiting: number }[] }
    if (rows[0]!.waiting > 0) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a VIN edit racing an insert of the same VIN on PostgreSQL (skipped: needs TEST_DATABASE_URL; PGlite is one connection, so requests never overlap there)',
  () => {
    beforeAll(async () => {
      t = await createTestApp()
      token = (await t.login('admin@demo.com', 'admin')).accessToken
    })
    afterAll(() => t.close())

    it('answers 409 duplicate_vin when the other insert commits while the edit waits on the unique index', async () => {
      const created = await t.as(token, {
        method: 'POST',
        url: vehiclePaths.vins,
        payload: body(vinOf(900001)),
      })
      expect(created.statusCode).toBe(201)
      const record = created.json() as VinRecord
      const contested = vinOf(900002)
      let edit: ReturnType<TestApp['as']> | undefined
      // The insert holds its row uncommitted: the edit's pre-check cannot see it and its UPDATE waits on the index.
      await t.database.db.transaction(async (tx) => {
        await tx
          .insert(vinRecords)
          .values({ vin: contested, wmi: '3N1', region: 'north_america', make: 'X', model: 'Y' })
        edit = t.as(token, {
          method: 'PUT',
          url: vehiclePaths.vin.replace(':id', String(record.id)),
          payload: { ...body(contested), recordVersion: record.recordVersion },
        })
        await untilALockIsAwaited()
      })
      const answer = await edit!
      expect(answer.statusCode).toBe(409)
      expect(answer.json()).toMatchObject({ code: 'duplicate_vin', errors: { vin: ['duplicate_vin'] } })
    })
  },
)
