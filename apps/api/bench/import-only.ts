/**
 * The bulk-import part of `npm run bench` alone (issue 20), to compare changes to the runner without the
 * rest of the bench: embedded PGlite with the demo data, `BENCH_IMPORT_ROWS` (10 000 by default) generated
 * allies imported while the ally list is under load; prints rows/s and the list's p99 meanwhile.
 *   cd apps/api && BENCH_IMPORT_ROWS=5000 npx tsx bench/import-only.ts
 */
import { openDatabase } from '../src/db/client'
import { seeded } from './bulk-seed'
import { benchImport } from './import-bench'

async function main() {
  const database = await openDatabase({})
  try {
    await seeded(database)
    await benchImport(database, Number(process.env.BENCH_IMPORT_ROWS ?? 10_000))
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
