import { beforeAll, describe, expect, it } from 'vitest'
import { count, eq, like, sql } from 'drizzle-orm'
import { allies, importRows, imports, jobs, users } from '../../src/db/schema'
import { runImportBatch, sweepImports } from '../../src/features/imports'
import { JobWorker } from '../../src/features/jobs'
import { importAuditActions, startedImport } from '../helpers/import-runs'
import { useTestApp } from '../helpers/use-test-app'
import { ALLY_HEADERS, allyRow, sampleRfc } from '../helpers/import-files'

let admin: string

const t = useTestApp(300_000)
beforeAll(async () => {
  admin = (await t.login('admin@demo.com', 'admin')).accessToken
}, 300_000)

const db = () => t.database.db
const drain = () => new JobWorker(t.database, { schedules: false }).drain()
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000)
const statusOf = async (id: number) =>
  (await db().select({ status: imports.status }).from(imports).where(eq(imports.id, id)))[0]?.status
const auditActions = (id: number) => importAuditActions(t, id)

/** The job of an import died for good (its worker crashed on its last attempt) and nothing moved since. */
async function jobDied(importId: number) {
  await db()
    .update(jobs)
    .set({ state: 'dead', finishedAt: new Date() })
    .where(sql`${jobs.payload} ->> 'importId' = ${String(importId)} and ${jobs.state} <> 'succeeded'`)
  await db()
    .update(imports)
    .set({ updatedAt: hoursAgo(1) })
    .where(eq(imports.id, importId))
}

describe('staging records of uploads cut off half-way', () => {
  it('deletes a staging record older than two hours with its rows, and keeps a recent one', async () => {
    const [owner] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.com'))
    const staging = (createdAt: Date) =>
      db()
        .insert(imports)
        .values({
          entity: 'allies',
          userId: owner!.id,
          fileName: 'cortado.csv',
          headers: ALLY_HEADERS,
          headerHash: 'x',
          mapping: {},
          createdAt,
        })
        .returning({ id: imports.id })
        .then((rows) => rows[0]!.id)
    const old = await staging(hoursAgo(3))
    const recent = await staging(hoursAgo(0.5))
    await db()
      .insert(importRows)
      .values({ importId: old, rowNumber: 1, cells: ['a'] })
    await sweepImports(db())
    expect(await statusOf(old)).toBeUndefined()
    expect(
      (await db().select({ n: count() }).from(importRows).where(eq(importRows.importId, old)))[0]!.n,
    ).toBe(0)
    expect(await statusOf(recent)).toBe('staging')
    expect(await auditActions(old)).toEqual(['import.abandoned'])
  })
})

describe('an import whose job died', () => {
  it('is resumed from its checkpoint by a new job and finishes with every row written once', async () => {
    const prefix = 'Barrido Uno'
    const rows = [1, 2, 3, 4, 5].map((n) => allyRow(900 + n, { 0: `${prefix} ${n}`, 2: sampleRfc(900 + n) }))
    const id = await startedImport(t, admin, rows, 2)
    // One batch committed, then the worker died for good.
    expect(await runImportBatch(db(), id)).toBe(false)
    await jobDied(id)
    await sweepImports(db())
    expect(await auditActions(id)).toContain('import.resumed')
    await drain()
    expect(await statusOf(id)).toBe('done')
    const written = await db()
      .select({ n: count() })
      .from(allies)
      .where(like(allies.allyName, `${prefix}%`))
    expect(written[0]!.n).toBe(5)
  })

  it('is marked failed when the resumed job makes no progress either, instead of staying "running"', async () => {
    const id = await startedImport(
      t,
      admin,
      [1, 2, 3].map((n) => allyRow(950 + n, { 2: sampleRfc(950 + n) })),
      2,
    )
    expect(await runImportBatch(db(), id)).toBe(false)
    await jobDied(id)
    await sweepImports(db())
    // The resume job dies too, at the same checkpoint.
    await jobDied(id)
    await sweepImports(db())
    expect(await statusOf(id)).toBe('failed')
    const [record] = await db().select().from(imports).where(eq(imports.id, id))
    expect(record).toMatchObject({ batchesDone: 1, created: 2 })
    expect(record!.lastError).toMatch(/No progress after resuming at batch 2/)
    expect(await auditActions(id)).toContain('import.failed')
  })

  it('leaves an import that is moving alone', async () => {
    const id = await startedImport(t, admin, [allyRow(990, { 2: sampleRfc(990) })], 2)
    const before = await db().select({ n: count() }).from(jobs)
    await sweepImports(db())
    expect(await statusOf(id)).toBe('queued')
    expect((await db().select({ n: count() }).from(jobs))[0]!.n).toBe(before[0]!.n)
    await drain()
    expect(await statusOf(id)).toBe('done')
  })
})
