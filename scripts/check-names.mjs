#!/usr/bin/env node
// Fails when two source files of one workspace have names one letter apart (get-user / get-users,
// form-field / form-fields, roles / rules): such pairs get opened, imported and reviewed in place of each
// other (issue 10, "Names"). Test files are left out: they are named after what they test.
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const workspaces = ['apps/api/src', 'apps/web/src', 'packages/contracts/src', 'e2e/tests', 'scripts']
const source = /\.(ts|tsx|mjs|js)$/
const test = /\.(test|spec)\.(ts|tsx|mjs|js)$|\.d\.ts$/

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory())
      return entry.name === 'fixtures' || entry.name === 'node_modules' ? [] : filesUnder(path)
    return source.test(entry.name) && !test.test(entry.name) ? [path] : []
  })
}

/** Levenshtein distance, stopping early: only "one edit apart" matters. */
function oneEditApart(a, b) {
  if (a === b || Math.abs(a.length - b.length) > 1) return false
  let i = 0
  while (i < a.length && a[i] === b[i]) i++
  const restA = a.slice(i + (a.length >= b.length ? 1 : 0))
  const restB = b.slice(i + (b.length >= a.length ? 1 : 0))
  return restA === restB
}

const stem = (path) => path.split('/').pop().replace(source, '')
const problems = []
for (const workspace of workspaces) {
  const stems = new Map()
  for (const file of filesUnder(join(root, workspace))) {
    const name = stem(file)
    stems.set(name, [...(stems.get(name) ?? []), relative(root, file)])
  }
  const names = [...stems.keys()].sort()
  for (const [index, a] of names.entries())
    for (const b of names.slice(index + 1))
      if (oneEditApart(a, b)) problems.push(`${[...stems.get(a), ...stems.get(b)].join(' ~ ')}`)
}

if (problems.length > 0) {
  console.error(
    `check-names: file names one letter apart (rename one of each pair):\n  ${problems.join('\n  ')}`,
  )
  process.exit(1)
}
console.log('check-names: no two source files of a workspace are one letter apart.')
