// Table ownership (issue 37): a feature reads and writes only its own tables; another feature's data comes through
// that feature's door (index.ts). Imports of `db/schema` (every table, gathered for Drizzle) are how a feature
// reaches tables it does not own; its own tables it imports from its own `*.schema.ts`.
//
// `node scripts/check-tables.mjs` (part of `npm run lint`) lists each API feature file that imports another
// feature's table and fails on any: there is no baseline, every use went behind its owner's door.
// `--dir <folder>` checks another tree (the test's fixtures, scripts/check-boundaries.test.mjs).
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const args = process.argv.slice(2)
const dirArg = args.indexOf('--dir')
const base = dirArg >= 0 ? args[dirArg + 1] : root
const src = join(base, 'apps/api/src')

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : path.endsWith('.ts') ? [path] : []
  })
}

const featureOf = (path) => relative(join(src, 'features'), path).split(sep)[0]
const all = filesUnder(join(src, 'features'))

/** Table name → the feature whose `*.schema.ts` defines it. */
const owners = new Map()
for (const file of all.filter((path) => path.endsWith('.schema.ts')))
  for (const match of readFileSync(file, 'utf8').matchAll(
    /export const (\w+)\s*=\s*pg(?:Table|Enum|View)\b/g,
  ))
    owners.set(match[1], featureOf(file))

/** Every `file → table` use of another feature's table, as "path: table". */
const uses = []
for (const file of all.filter((path) => !path.endsWith('.schema.ts') && !path.endsWith('.test.ts'))) {
  const text = readFileSync(file, 'utf8')
  // Through db/schema, or straight from another feature's `*.schema.ts` (which bypasses db/schema).
  for (const match of text.matchAll(
    /import\s*(type\s+)?\{([^}]*)\}\s*from\s*'(?:[./]*db\/schema|[./\w-]*\.schema)'/g,
  )) {
    if (match[1]) continue
    for (const entry of match[2].split(',')) {
      const name = entry
        .replace(/\btype\b/, '')
        .split(' as ')[0]
        .trim()
      const owner = owners.get(name)
      if (owner && owner !== featureOf(file))
        uses.push(`${relative(base, file).split(sep).join('/')}: ${name}`)
    }
  }
}
uses.sort()

if (uses.length > 0) {
  console.error(
    "A feature uses another feature's table (go through its door, issue 37; docs/adding-a-feature.md):",
  )
  for (const use of uses) console.error(`  ${use}`)
  process.exit(1)
}
console.log("table ownership: no feature uses another feature's table")
