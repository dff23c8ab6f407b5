import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as contracts from '@mesa/contracts'
import { describe, expect, it } from 'vitest'
import { shellPaths } from '../lib/guards'

/**
 * Issue 37: an endpoint is called from one web feature, the one of its API feature; another feature reads it
 * through the owner's door (handed in by app/shared-reads.ts) and the shell's own calls live in lib/. This scans
 * every feature's source for the API paths it names (a contracts `…Paths.key`, `shellPaths.key` or an
 * `'/api/…'` text) and lists each endpoint named by two features. The deliberate exceptions, with reasons:
 */
const sharedOnPurpose: Record<string, string> = {
  // Issue 34: the chart screen lists the pending changes of its own mappings, the approvals list filtered to the
  // accounting_mapping kind (to move behind the approvals feature's door in app/shared-reads.ts).
  '/api/v1/approvals': 'accounting, approvals',
}

type PathTable = Record<string, Record<string, unknown>>

const isTable = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** Every `…Paths` object the web may name: contracts' and the shell's. */
const pathTables: PathTable = {
  ...Object.fromEntries(
    Object.entries(contracts).flatMap(([name, value]: [string, unknown]) =>
      name.endsWith('Paths') && isTable(value) ? [[name, value]] : [],
    ),
  ),
  shellPaths,
}

/** One endpoint whatever its parameters are called: `/api/v1/users/:id` and `/api/v1/users/${id}` alike. */
const endpointOf = (path: string) => path.replace(/\$\{[^}]*\}|:[A-Za-z_]\w*/g, ':').replace(/\/+$/, '')

/** The endpoints one source file names. */
export function endpointsIn(source: string, tables: PathTable = pathTables): string[] {
  const named = [...source.matchAll(/\b(\w+Paths)\.(\w+)/g)].flatMap(([, table, key]) => {
    const path = tables[table!]?.[key!]
    return typeof path === 'string' ? [path] : []
  })
  const written = [...source.matchAll(/['"`](\/api\/[^'"`]*)['"`]/g)].map(([, path]) => path!)
  return [...named, ...written].map(endpointOf)
}

/** Endpoint → the features naming it, for sources keyed by their path under `features/`. */
export function endpointCallers(sources: Record<string, string>, tables?: PathTable) {
  const callers = new Map<string, Set<string>>()
  for (const [file, source] of Object.entries(sources)) {
    const feature = file.split('/')[0]!
    for (const endpoint of endpointsIn(source, tables))
      callers.set(endpoint, (callers.get(endpoint) ?? new Set()).add(feature))
  }
  return callers
}

/** Endpoints named by more than one feature, as `endpoint: feature, feature`. */
const sharedEndpoints = (callers: Map<string, Set<string>>) =>
  [...callers]
    .filter(([endpoint, features]) => features.size > 1 && !(endpoint in sharedOnPurpose))
    .map(([endpoint, features]) => `${endpoint}: ${[...features].sort().join(', ')}`)
    .sort()

const featuresDir = fileURLToPath(new URL('../features', import.meta.url))

/** Every non-test source file under features/, keyed by its path there. */
function featureSources(): Record<string, string> {
  const sources: Record<string, string> = {}
  const walk = (relative: string) => {
    for (const entry of readdirSync(join(featuresDir, relative), { withFileTypes: true })) {
      const path = relative ? `${relative}/${entry.name}` : entry.name
      if (entry.isDirectory()) walk(path)
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
        sources[path] = readFileSync(join(featuresDir, path), 'utf8')
    }
  }
  walk('')
  return sources
}

describe('each endpoint is called from one web feature (issue 37)', () => {
  it('fires on two features naming one endpoint, whatever the spelling', () => {
    const fixture = {
      'allies/api/get-allies.ts': 'api.get(allyPaths.list, { searchParams })',
      'allies/api/delete-ally.ts': 'api.delete(generatePath(allyPaths.listItem, { id }))',
      'funding/api/ally-choices.ts': "api.get('/api/v1/allies/list')",
      'users/api/get-user.ts': 'api.get(generatePath(userPaths.item, { id }))',
      'account/api/my-plan.ts': 'api.get(`/api/apps/users/${id}`)',
    }
    expect(sharedEndpoints(endpointCallers(fixture))).toEqual([
      `${endpointOf(contracts.userPaths.item)}: account, users`,
      `${endpointOf(contracts.allyPaths.list)}: allies, funding`,
    ])
  })

  it('finds the calls it looks for', () => {
    const callers = endpointCallers(featureSources())
    expect(callers.get(endpointOf(contracts.allyPaths.list))).toEqual(new Set(['allies']))
    expect(callers.size).toBeGreaterThan(100)
  })

  it('no endpoint is named by two features, but those listed with their reason', () => {
    expect(sharedEndpoints(endpointCallers(featureSources()))).toEqual([])
  })

  it('lists no exception that is not one any more', () => {
    const callers = endpointCallers(featureSources())
    expect(Object.keys(sharedOnPurpose).filter((endpoint) => (callers.get(endpoint)?.size ?? 0) < 2)).toEqual(
      [],
    )
  })
})
