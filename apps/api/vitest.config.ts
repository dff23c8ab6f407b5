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
    // Each file imports the API afresh (isolate, Vitest's default). Sharing a worker's modules between files
    // (isolate: false) ran the PGlite suite in 4 minutes instead of 14, but module state leaked from one file to
    // the next: insurance.test.ts's live Quálitas provider reached another file's seed (duplicate policy number),
    // and such leaks show only in some orders. Kept isolated until every file puts back what it changes.
  },
})
