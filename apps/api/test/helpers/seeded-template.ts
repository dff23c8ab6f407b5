import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../src/db/client'
import { localStorageIn } from '../../src/lib/storage'
import { seedForTests } from './seed-for-tests'
import { testDatabaseUrl } from './test-database'

/**
 * Vitest global setup: migrates and seeds the demo data ONCE per run, so each test file starts from a copy
 * instead of migrating and seeding its own (seconds per file, minutes per run). PGlite: a data-directory
 * dump each file loads; PostgreSQL: a template database each file clones with `create database … template`.
 * The seed's uploaded files are copied from `dataDir`. Suites on S3 storage (TEST_STORAGE=s3) seed their own.
 */
export interface SeededTemplate {
  kind: 'pglite' | 'postgres'
  /** PGlite: the dump file; PostgreSQL: the template database's name. */
  source: string
  /** The seed's files (the storage's DATA_DIR). */
  dataDir: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate | null
  }
}

async function withServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_STORAGE === 's3') {
    project.provide('seededTemplate', null)
    return
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'mesa-test-template-'))
  const dataDir = path.join(folder, 'data')
  const serverUrl = process.env.TEST_DATABASE_URL
  const templateName = `mesa_template_${randomBytes(6).toString('hex')}`
  let url: string | undefined
  if (serverUrl) {
    await withServer(serverUrl, (client) => client.query(`create database ${templateName}`))
    url = testDatabaseUrl(serverUrl, templateName)
  }
  const database = await openDatabase({ url })
  await seedForTests(database.db, localStorageIn(dataDir))
  if (serverUrl) {
    await database.close()
    project.provide('seededTemplate', { kind: 'postgres', source: templateName, dataDir })
  } else {
    const client = (database.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } })
      .$client
    // A copy starts as after a crash: without a checkpoint first, recovery would move every sequence ahead by
    // the values PostgreSQL logs in advance (up to 32), and ids would no longer follow the seed's last one.
    await database.db.execute(sql`checkpoint`)
    const dump = path.join(folder, 'database.tar')
    writeFileSync(dump, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()))
    await database.close()
    project.provide('seededTemplate', { kind: 'pglite', source: dump, dataDir })
  }
  return async () => {
    rmSync(folder, { recursive: true, force: true })
    if (serverUrl)
      await withServer(serverUrl, (client) =>
        client.query(`drop database if exists ${templateName} with (force)`),
      )
  }
}
