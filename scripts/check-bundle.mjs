#!/usr/bin/env node
// Measures the login route's initial JavaScript: the entry chunk, the light sign-in entry (app/sign-in-app, which a
// first visit to /login starts instead of the router and route table) and every chunk they import statically (what the browser must download before /login is interactive), gzip-compressed.
// Exits 1 when it exceeds the budget (docs/spec.md). Reads the Vite manifest of `npm run build -w @mesa/web`.
import { readFileSync, existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

// Issue 12's goal. About 81 KB since the sign-in page runs without MUI and i18next (plain elements drawn from the
// theme's CSS variables, the app's dictionaries read by lib/texts): react-dom is 66 KB of it, the page about 15.
const BUDGET_KB = 130
const LOGIN_ROUTE_MODULE = 'src/app/sign-in-app.tsx'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
// WEB_DIST measures another build directory (parallel builds each use their own).
const dist = process.env.WEB_DIST ?? join(root, 'apps/web/dist')
const manifestPath = join(dist, '.vite/manifest.json')
if (!existsSync(manifestPath)) {
  console.error(`check-bundle: ${manifestPath} is missing; run \`npm run build -w @mesa/web\` first.`)
  process.exit(1)
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))

const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry)
if (entryKeys.length !== 1) {
  console.error(`check-bundle: expected one entry chunk, found ${entryKeys.length}.`)
  process.exit(1)
}
if (!manifest[LOGIN_ROUTE_MODULE]) {
  console.error(`check-bundle: the login route chunk (${LOGIN_ROUTE_MODULE}) is not in the manifest.`)
  process.exit(1)
}

/** A chunk and everything it imports statically (dynamic imports load later, on demand). */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen)
  return seen
}

const keys = new Set([...staticClosure(entryKeys[0]), ...staticClosure(LOGIN_ROUTE_MODULE)])
const rows = [...keys]
  .map((key) => {
    const file = manifest[key].file
    const bytes = readFileSync(join(dist, file))
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
  })
  .sort((a, b) => b.gzip - a.gzip)

const kb = (bytes) => (bytes / 1024).toFixed(1)
for (const row of rows)
  console.log(`  ${kb(row.gzip).padStart(7)} KB gzip  ${kb(row.raw).padStart(7)} KB  ${row.file}`)
const total = rows.reduce((sum, row) => sum + row.gzip, 0)
const verdict = total / 1024 <= BUDGET_KB ? 'within' : 'OVER'
console.log(
  `Login route initial JavaScript: ${kb(total)} KB gzip (${rows.length} chunks), ${verdict} the ${BUDGET_KB} KB budget.`,
)
process.exit(total / 1024 <= BUDGET_KB ? 0 : 1)
