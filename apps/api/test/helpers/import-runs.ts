import { expect } from 'vitest'
import { and, eq } from 'drizzle-orm'
import type { ImportEntity, ImportSummary } from '@mesa/contracts'
import { buildApp } from '../../src/app'
import { auditEvents, imports } from '../../src/db/schema'
import { storageFromConfig } from '../../src/lib/s3-storage'
import { ALLY_HEADERS, csvText, fileUpload } from './import-files'
import { testConfig, type TestApp } from './test-app'

/**
 * Stages `rows` (allies under ALLY_HEADERS unless told otherwise) with `batchSize` rows a batch and starts the
 * import; its job is queued, not run.
 */
export async function startedImport(
  t: TestApp,
  token: string,
  rows: string[][],
  batchSize: number,
  file: { entity: ImportEntity; headers: string[] } = { entity: 'allies', headers: ALLY_HEADERS },
) {
  const staged = await t.as(token, {
    method: 'POST',
    url: `/api/v1/imports?entity=${file.entity}`,
    ...fileUpload('lote.csv', csvText([file.headers, ...rows])),
  })
  expect(staged.statusCode, staged.body).toBe(201)
  const summary = staged.json<ImportSummary>()
  await t.database.db.update(imports).set({ batchSize }).where(eq(imports.id, summary.id))
  const started = await t.as(token, {
    method: 'POST',
    url: `/api/v1/imports/${summary.id}/start`,
    payload: { duplicatePolicy: 'skip', version: summary.version },
  })
  expect(started.statusCode, started.body).toBe(200)
  return summary.id
}

/** The audit actions recorded on an import, in order. */
export const importAuditActions = async (t: TestApp, id: number) =>
  (
    await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'import'), eq(auditEvents.entityId, String(id))))
  ).map((event) => event.action)

/**
 * Stands for a server restarted half-way through an import: the test app is closed and a new server is built
 * on the same database (its job worker would take the queued job); answers it, for the caller to close.
 */
export async function restartedServer(t: TestApp) {
  await t.app.close()
  const restarted = await buildApp({
    config: testConfig({ dataDir: t.dataDir }),
    database: t.database,
    logger: false,
    storage: storageFromConfig({ dataDir: t.dataDir }),
  })
  await restarted.ready()
  return restarted
}
