import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count, eq, like, sql } from 'drizzle-orm'
import type { ImportRowsResponse, ImportSummary } from '@mesa/contracts'
import { allies, imports } from '../../src/db/schema'
import { runImportBatch } from '../../src/features/imports'
import { JobWorker } from '../../src/features/jobs'
import { importAuditActions, restartedServer, startedImport } from '../helpers/import-runs'
import { useTestApp } from '../helpers/use-test-app'
import { allyRow, sampleRfc } from '../helpers/import-files'

let admin: string

const t = useTestApp(300_000)
beforeAll(async () => {
  admin = (await t.login('admin@demo.com', 'admin')).accessToken
}, 300_000)

const db = () => t.database.db
const drain = () => new JobWorker(t.database, { schedules: false }).drain()

const summaryOf = async (id: number) =>
  (await t.as(admin, { method: 'GET', url: `/api/v1/imports/${id}` })).json<ImportSummary>()
const alliesNamed = async (prefix: string) =>
  (
    await db()
      .select({ n: count() })
      .from(allies)
      .where(like(allies.allyName, `${prefix}%`))
  )[0]!.n
const auditActions = (id: number) => importAuditActions(t, id)

describe('one transaction per batch', () => {
  beforeAll(async () => {
    // Stands for any failure the checks cannot foresee (a constraint, a lost connection): this name fails.
    await db().execute(sql`
      create or replace function imports_test_fail() returns trigger language plpgsql as $$
      begin
        if new.ally_name = 'Lote Falla' then raise exception 'simulated failure on insert'; end if;
        return new;
      end $$`)
    await db().execute(sql`
      create trigger imports_test_fail before insert on allies for each row execute function imports_test_fail()`)
  })
  afterAll(async () => {
    await db().execute(sql`drop trigger imports_test_fail on allies`)
  })

  it('writes nothing of a batch with a failing row, reports its rows and goes on with the next', async () => {
    const rows = [1, 2, 3, 4, 5].map((n) => allyRow(1000 + n, { 0: `Lote ${n}` }))
    rows[2]![0] = 'Lote Falla'
    const id = await startedImport(t, admin, rows, 2)
    await drain()
    const done = await summaryOf(id)
    expect(done).toMatchObject({ status: 'done', batchesDone: 3, created: 3, rejected: 2 })
    // Rows 3 and 4 shared the failing batch: neither was written.
    expect(await alliesNamed('Lote ')).toBe(3)
    expect(
      (
        await db()
          .select()
          .from(allies)
          .where(eq(allies.rfc, sampleRfc(1004)))
      ).length,
    ).toBe(0)
    const rejected = await t.as(admin, { method: 'GET', url: `/api/v1/imports/${id}/rows?filter=rejected` })
    expect(rejected.json<ImportRowsResponse>().rows.map((row) => [row.rowNumber, row.errors])).toEqual([
      [3, { row: ['batch_failed'] }],
      [4, { row: ['batch_failed'] }],
    ])
    const actions = await auditActions(id)
    expect(actions.filter((action) => action === 'import.batch')).toHaveLength(2)
    expect(actions.filter((action) => action === 'import.batch_failed')).toHaveLength(1)
    expect(actions.filter((action) => action === 'import.finished')).toHaveLength(1)
    const report = await t.as(admin, { method: 'GET', url: `/api/v1/imports/${id}/errors.csv` })
    expect(report.body).toContain('row: batch_failed')
  })
})

describe('resume after a restart', () => {
  it('two runners on one checkpoint write the batch once', async () => {
    const rows = Array.from({ length: 4 }, (_, index) => allyRow(3000 + index, { 0: `Doble ${index}` }))
    const id = await startedImport(t, admin, rows, 2)
    await Promise.all([runImportBatch(db(), id), runImportBatch(db(), id)])
    await drain()
    expect(await alliesNamed('Doble ')).toBe(4)
    expect((await summaryOf(id)).created).toBe(4)
  })

  it('goes on after the last committed batch and writes every row exactly once', async () => {
    const rows = Array.from({ length: 10 }, (_, index) => allyRow(2000 + index, { 0: `Reanuda ${index}` }))
    const id = await startedImport(t, admin, rows, 3)
    // The first server commits two batches, then stops (its job is still queued in the database).
    expect(await runImportBatch(db(), id)).toBe(false)
    expect(await runImportBatch(db(), id)).toBe(false)
    expect(await alliesNamed('Reanuda ')).toBe(6)
    expect((await summaryOf(id)).batchesDone).toBe(2)
    // A new server on the same database: its worker takes the queued job and resumes at batch 3.
    const restarted = await restartedServer(t)
    await drain()
    const [record] = await db().select().from(imports).where(eq(imports.id, id))
    expect(record).toMatchObject({ status: 'done', batchesDone: 4, created: 10, rejected: 0 })
    expect(await alliesNamed('Reanuda ')).toBe(10)
    const rfcs = await db().select({ rfc: allies.rfc }).from(allies).where(like(allies.allyName, 'Reanuda %'))
    expect(new Set(rfcs.map((row) => row.rfc)).size).toBe(10)
    expect((await auditActions(id)).filter((action) => action === 'import.batch')).toHaveLength(4)
    // A late second run (a worker that lost its lease) finds nothing left to write.
    expect(await runImportBatch(db(), id)).toBe(true)
    expect(await alliesNamed('Reanuda ')).toBe(10)
    await restarted.close()
  })
})
