import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import pg from 'pg'
import { openDatabase, type DatabaseHandle } from '../../src/db/client'
import type { SeededTemplate } from './seeded-template'

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) return openDatabase({})
  return newServerDatabase(serverUrl)
}

/**
 * A test database's address: its commits do not wait for the WAL to reach the disk (`synchronous_commit=off`,
 * per connection). A crash could lose the last moments of a database dropped after its file anyway; the suite
 * on PostgreSQL ran about 15 % faster for it (docs/testing.md). Never used outside the tests.
 */
export function testDatabaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  url.searchParams.set('options', '-c synchronous_commit=off')
  return url.toString()
}

/** Creates a database on the test server (empty, or a clone of `template`) and opens it; closing drops it. */
async function newServerDatabase(serverUrl: string, template?: string): Promise<DatabaseHandle> {
  const name = `mesa_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`)
  await admin.end()
  const handle = await openDatabase({ url: testDatabaseUrl(serverUrl, name) })
  return {
    ...handle,
    close: async () => {
      await handle.close()
      const dropper = new pg.Client({ connectionString: serverUrl })
      await dropper.connect()
      await dropper.query(`drop database if exists ${name} with (force)`)
      await dropper.end()
    },
  }
}

/**
 * A fresh copy of the run's seeded template (helpers/seeded-template.ts): the PGlite dump loaded into memory,
 * or a new PostgreSQL database cloned from the template (dropped again on close).
 */
export async function openSeededDatabase(template: SeededTemplate): Promise<DatabaseHandle> {
  if (template.kind === 'pglite')
    return openDatabase({ loadDataDir: new Blob([readFileSync(template.source)]) })
  return newServerDatabase(process.env.TEST_DATABASE_URL!, template.source)
}
