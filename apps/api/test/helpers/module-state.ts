import { afterAll, beforeAll, vi } from 'vitest'
import { snapshotProcessRegistries } from '../../src/lib/process-registry'

/**
 * Runs around every test file (vitest.config.ts `setupFiles`). The files of a worker share one module graph
 * (`isolate: false`), so whatever a file changes in the process is put back when it ends: the process
 * registries (a test-only job schedule, a swapped insurer's provider), environment variables, fake timers and
 * spies. The snapshot is taken once the file's imports have run, before its own `beforeAll` builds an app.
 */
let restoreRegistries: () => void = () => undefined
let environment: NodeJS.ProcessEnv = {}

beforeAll(() => {
  restoreRegistries = snapshotProcessRegistries()
  environment = { ...process.env }
})

afterAll(() => {
  restoreRegistries()
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name]
  Object.assign(process.env, environment)
  vi.useRealTimers()
  vi.restoreAllMocks()
})
