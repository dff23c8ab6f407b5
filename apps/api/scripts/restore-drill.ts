/**
 * Restore drill (docs/operations.md): proves a pg_dump of Mesa restores into a working copy. On the
 * PostgreSQL server of DATABASE_URL (or TEST_DATABASE_URL) it migrates and seeds a scratch database, signs
 * an audit checkpoint, dumps it with pg_dump, restores the dump into a new database with pg_restore, verifies
 * the audit chain there (the audit feature's own verification, checkpoints included) and compares the row
 * count of every table. Prints the comparison; exits 1 on any difference or audit problem. Both scratch
 * databases are dropped afterwards (RESTORE_DRILL_KEEP=true keeps them to look at).
 *
 *   npm run restore-drill                      (TEST_DATABASE_URL or DATABASE_URL names the server)
 */
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { openDatabase } from '../src/db/client'
import { CheckpointSigner, createCheckpoint, recordAudit, verifyChain } from '../src/features/audit'
import { localStorageIn } from '../src/lib/storage'
import { bootstrap } from '../src/seed/bootstrap'
import { seedDemo } from '../src/seed/demo-seed'

const serverUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (!serverUrl) {
  console.error('restore drill: set DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server (postgres://…)')
  process.exit(2)
}
const suffix = randomBytes(4).toString('hex')
const sourceName = `mesa_drill_source_${suffix}`
const restoredName = `mesa_drill_restored_${suffix}`
const urlOf = (name: string) => {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** Row counts of every table outside the system schemas (the migrations' bookkeeping included). */
async function rowCounts(url: string): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const tables = await client.query<{ name: string }>(`
      select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by 1`)
    const counts = new Map<string, number>()
    for (const { name } of tables.rows) {
      const result = await client.query<{ n: string }>(`select count(*) as n from ${name}`)
      counts.set(name, Number(result.rows[0]!.n))
    }
    return counts
  } finally {
    await client.end()
  }
}

const folder = mkdtempSync(path.join(tmpdir(), 'mesa-restore-drill-'))
const dumpFile = path.join(folder, 'mesa.dump')
// The drill's own audit key: the checkpoint it signs must verify on the restored copy with the same key.
const signer = new CheckpointSigner(randomBytes(32).toString('hex'))
let failed = false
try {
  const started = Date.now()
  await onServer(`create database ${sourceName}`)
  const source = await openDatabase({ url: urlOf(sourceName) })
  await bootstrap(source.db, { createFirstAdmin: false })
  await seedDemo(source.db, { storage: localStorageIn(folder) })
  // A few audit events of its own (whatever the seed audits) and a checkpoint, so the chain has links to check.
  for (const step of ['seeded', 'checkpointed', 'dumped'] as const)
    await recordAudit(source.db, {
      actorUserId: null,
      action: `restore_drill.${step}`,
      entityType: 'system',
      entityId: suffix,
    })
  await createCheckpoint(source.db, signer)
  await source.close()
  console.log(`seeded ${sourceName} in ${Date.now() - started} ms`)

  execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${dumpFile}`, urlOf(sourceName)], {
    stdio: 'inherit',
  })
  console.log(`pg_dump: ${(statSync(dumpFile).size / 1024).toFixed(0)} KiB`)
  await onServer(`create database ${restoredName}`)
  execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${urlOf(restoredName)}`, dumpFile], {
    stdio: 'inherit',
  })
  console.log(`pg_restore into ${restoredName}: done`)

  const restored = await openDatabase({ url: urlOf(restoredName) })
  const audit = await verifyChain(restored.db, signer)
  await restored.close()
  const auditOk =
    audit.intact && audit.problems.length === 0 && audit.eventsChecked >= 3 && audit.checkpointsChecked >= 1
  console.log(
    `audit chain on the restored copy: ${auditOk ? 'verified' : 'PROBLEMS'} ` +
      JSON.stringify({ ...audit, problems: audit.problems.slice(0, 5) }),
  )

  const [before, after] = await Promise.all([rowCounts(urlOf(sourceName)), rowCounts(urlOf(restoredName))])
  const names = [...new Set([...before.keys(), ...after.keys()])].sort()
  const width = Math.max(...names.map((name) => name.length))
  console.log(`\n${'table'.padEnd(width)}  ${'source'.padStart(8)}  ${'restored'.padStart(8)}`)
  let differences = 0
  for (const name of names) {
    const [a, b] = [before.get(name), after.get(name)]
    const same = a === b
    if (!same) differences++
    console.log(
      `${name.padEnd(width)}  ${String(a ?? '—').padStart(8)}  ${String(b ?? '—').padStart(8)}${same ? '' : '  DIFFERENT'}`,
    )
  }
  const rows = [...before.values()].reduce((sum, n) => sum + n, 0)
  console.log(`\n${names.length} tables, ${rows} rows; ${differences} table(s) differ`)
  failed = differences > 0 || !auditOk
  console.log(failed ? 'restore drill: FAILED' : `restore drill: passed in ${Date.now() - started} ms`)
} catch (error) {
  failed = true
  console.error('restore drill: FAILED', error)
} finally {
  if (process.env.RESTORE_DRILL_KEEP !== 'true') {
    await onServer(`drop database if exists ${sourceName} with (force)`).catch(() => undefined)
    await onServer(`drop database if exists ${restoredName} with (force)`).catch(() => undefined)
  } else console.log(`kept: ${urlOf(sourceName)} and ${urlOf(restoredName)}`)
  rmSync(folder, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)
