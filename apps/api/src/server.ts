import closeWithGrace from 'close-with-grace'
import type { FastifyBaseLogger } from 'fastify'
import { authLinks, demoAccounts, secondDemoAccounts } from '@mesa/contracts'
import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'
import { openDatabase } from './db/client'
import { DataDirInUseError } from './db/data-dir-lock'
import { bootstrap } from './seed/bootstrap'
import { storageFromConfig } from './lib/s3-storage'
import { drainThenClose } from './lib/lifecycle'
import {
  configurationProblems,
  databaseProblems,
  firstAdministratorProblems,
  refuseWhenUnsafe,
} from './production-readiness'
import path from 'node:path'

/** The process: configuration, database and migrations, seed, listen, graceful shutdown. */
async function main() {
  let config
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  // Production refuses unsafe settings before touching the database, then what only the database shows.
  const problems = config.production ? configurationProblems(config) : []
  // Slow statements are logged by the app's logger once it exists (migrations and seed run before it).
  const slowQueryLog: { to?: Pick<FastifyBaseLogger, 'warn'> } = {}
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
    onIdleError: (error) => console.warn(`database connection dropped: ${error.message}`),
    poolMax: config.database?.poolMax,
    statementTimeoutMs: config.database?.statementTimeoutMs || undefined,
    slowQueryMs: config.database?.slowQueryMs || undefined,
    onSlowQuery: (slow) => slowQueryLog.to?.warn(slow, 'slow query'),
  })
  if (config.production) {
    problems.push(...(await databaseProblems(database.db)))
    problems.push(...(await firstAdministratorProblems(database.db, config)))
    if (problems.length > 0) await database.close()
    refuseWhenUnsafe(problems, 'API')
  }
  const storage = storageFromConfig(config)
  // Instances starting together on one PostgreSQL seed one after the other.
  const firstAdmin = await database.exclusively(async () => {
    const created = await bootstrap(database.db, {
      createFirstAdmin: !config.demoSeed,
      adminEmail: config.adminEmail,
    })
    // The demo seed (and faker with it) is loaded only in demo mode: production never imports it.
    if (config.demoSeed)
      await (await import('./seed/demo-seed')).seedDemo(database.db, { storage, secret: config.jwtSecret })
    return created
  })
  const app = await buildApp({ config, database, storage })
  slowQueryLog.to = app.log

  // SIGTERM (a rolling restart): drain, then close. The grace covers the drain and the requests in flight.
  const drainMs = config.shutdownDrainMs ?? 0
  closeWithGrace({ delay: drainMs + 15_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'shutting down after an error')
    else app.log.info({ signal, drainMs }, 'draining before shutdown')
    await drainThenClose(app, err ? 0 : drainMs)
    await database.close()
  })

  await app.listen({ port: config.port, host: config.host })
  const url = `http://localhost:${config.port}`
  const lines = [
    '',
    `Mesa is running at ${url}${config.webDist ? '' : ' (API only: build the web app with `npm run build`)'}`,
    `API documentation: ${url}/api/docs${config.production ? ' (signed-in users)' : ''}`,
    `Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    'Guides: README.md, docs/domain.md (the credit workflow), docs/operations.md (running it)',
  ]
  if (config.demoSeed) lines.push('', ...demoAccountTable())
  else if (firstAdmin) {
    // Printed this once: the link sets the administrator's password and works once, for 24 hours.
    lines.push(
      `First administrator created: ${firstAdmin.email}. Set the password (once, within 24 hours) at:`,
      `  ${config.publicUrl}${authLinks.resetPassword}?token=${firstAdmin.setUpToken}`,
    )
  }
  console.log(lines.join('\n') + '\n')
}

/** Demo mode's accounts as a table with a header: every one the seed creates, the second members included. */
function demoAccountTable() {
  const rows = [...demoAccounts, ...Object.values(secondDemoAccounts)].map((account) => [
    account.email,
    account.password,
    account.role,
    account.fullName,
  ])
  const header = ['E-mail', 'Password', 'Role', 'Name']
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  )
  const line = (cells: string[]) =>
    ('  ' + cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')).trimEnd()
  return [
    'Demo mode: sign in as any of these.',
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
  ]
}

main().catch((error: unknown) => {
  // A second process on the same embedded database: say so in one line, not a stack.
  console.error(error instanceof DataDirInUseError ? error.message : error)
  process.exit(1)
})
