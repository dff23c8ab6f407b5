import { eq } from 'drizzle-orm'
import type { DatabaseHandle, Executor } from '../db/client'
import { dataVersions } from './data-versions.schema'

/** The channel migration 0012's triggers notify, with the data set's name, when a change commits. */
const CHANNEL = 'mesa_data_versions'

/** The current version of a named data set (see data-versions.schema.ts); equal texts mean unchanged data. */
export interface DataVersions {
  current: (name: string) => Promise<string>
}

/**
 * Embedded PGlite is this process's alone (the data directory is locked) and delivers a commit's notices before
 * the commit's call returns, so the versions are counted in memory from the notices: no query. On PostgreSQL,
 * other instances write too and a notice arrives after the writer's answer, so the version is read from its row
 * (one indexed lookup): a request that follows a write always sees the write's version.
 */
export async function startDataVersions(
  database: Pick<DatabaseHandle, 'db' | 'kind' | 'listen'>,
): Promise<DataVersions & { stop: () => Promise<void> }> {
  if (database.kind === 'pglite') {
    const counts = new Map<string, number>()
    const unlisten = await database.listen(CHANNEL, (name) => counts.set(name, (counts.get(name) ?? 0) + 1))
    return { current: async (name) => `local:${counts.get(name) ?? 0}`, stop: unlisten }
  }
  return { current: (name) => readVersion(database.db, name), stop: async () => undefined }
}

async function readVersion(db: Executor, name: string): Promise<string> {
  const [row] = await db
    .select({ version: dataVersions.version })
    .from(dataVersions)
    .where(eq(dataVersions.name, name))
  return `row:${row?.version ?? 0}`
}
