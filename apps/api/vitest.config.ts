import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Migrate and seed once per run; each file starts from a copy (test/helpers/seeded-template.ts).
    globalSetup: ['test/helpers/seeded-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are heavy; two files at a time suit a two-core machine.
    maxWorkers: 2,
    // The files of a worker share one module graph (4 minutes for the PGlite suite instead of 14 when each
    // file imported the API afresh). What a file changes in the process (the job, stage-gate, trash and
    // insurer registries, environment variables, timers, spies) is put back after it by the setup file.
    isolate: false,
    setupFiles: ['test/helpers/module-state.ts'],
  },
})
