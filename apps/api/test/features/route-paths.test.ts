import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Issue 10 "one registry per fact": every API path lives in the contracts' `<feature>Paths` objects,
 * which the web fills with `generatePath`; a route file that writes its own `/api/...` literal would
 * let the two sides drift apart.
 */
const featuresDir = path.resolve(import.meta.dirname, '../../src/features')

const routeFiles = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((feature) =>
    readdirSync(path.join(featuresDir, feature.name))
      .filter((file) => file.endsWith('.routes.ts'))
      .map((file) => path.join(feature.name, file)),
  )

describe('route files', () => {
  it('exist (the check below reads something)', () => {
    expect(routeFiles.length).toBeGreaterThan(5)
  })

  it.each(routeFiles)('%s registers its paths from the contracts, never an /api literal', (file) => {
    const source = readFileSync(path.join(featuresDir, file), 'utf8')
    expect(source.match(/['"`]\/api\b[^'"`]*/g) ?? []).toEqual([])
  })
})
