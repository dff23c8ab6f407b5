import { it } from 'vitest'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { openTestDatabase } from '../helpers/test-database'
import { bootstrap } from '../../src/seed/bootstrap'
import { seedDemo } from '../../src/seed/demo-seed'
import { storageFromConfig } from '../../src/lib/s3-storage'
import { automatedChecks, creditBureauPulls } from '../../src/db/schema'

it('times', async () => {
  let t = Date.now()
  const database = await openTestDatabase()
  console.log('open', Date.now() - t); t = Date.now()
  await bootstrap(database.db, { createFirstAdmin: false })
  console.log('bootstrap', Date.now() - t); t = Date.now()
  const storage = storageFromConfig({ dataDir: mkdtempSync(path.join(tmpdir(), 'mesa-x-')) })
  await seedDemo(database.db, { storage })
  console.log('seed', Date.now() - t)
  console.log(await database.db.$count(creditBureauPulls), await database.db.$count(automatedChecks))
  const { seedCreditBureau } = await import('../../src/features/credit-bureau')
  const { seedAutomatedChecks } = await import('../../src/features/automated-checks')
  const { blacklistEntries, creditBureauConsents } = await import('../../src/db/schema')
  await database.db.delete(automatedChecks); await database.db.delete(blacklistEntries)
  await database.db.delete(creditBureauPulls); await database.db.delete(creditBureauConsents)
  t = Date.now(); await seedCreditBureau(database.db); console.log('bureau', Date.now() - t)
  t = Date.now(); await seedAutomatedChecks(database.db); console.log('checks', Date.now() - t)
}, 300_000)
