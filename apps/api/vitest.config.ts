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
  },
})
