// Proves the feature-boundary lint rule fires (issue 10): lints the known-bad and known-good imports under
// scripts/fixtures/boundaries with the project's own eslint.config.js. Run with `node --test`.
import assert from 'node:assert/strict'
import { fileURLToPath } from 'node:url'
import { test } from 'node:test'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ESLint } from 'eslint'

const root = fileURLToPath(new URL('..', import.meta.url))
const fixtures = 'scripts/fixtures/boundaries/apps'

/** Boundary errors per fixture file, as `line:rule`; the fixtures are ignored by the normal lint run. */
async function boundaryErrors() {
  const eslint = new ESLint({ cwd: root, ignore: false })
  const results = await eslint.lintFiles([fixtures])
  const byFile = new Map()
  for (const result of results) {
    const file = result.filePath.slice(result.filePath.indexOf(fixtures) + fixtures.length + 1)
    const fatal = result.messages.find((message) => message.fatal)
    assert.equal(fatal, undefined, `${file} does not parse: ${fatal?.message}`)
    byFile.set(
      file,
      result.messages
        .filter((message) => message.ruleId === 'boundaries/dependencies')
        .map((message) => message.line),
    )
  }
  return byFile
}

const errors = await boundaryErrors()

test('an API feature may not import a sibling feature internals', () => {
  assert.deepEqual(errors.get('api/src/features/allies/bad-sibling.ts'), [2, 3])
})

test('an API feature may use a sibling through its index.ts, and tables may reference tables', () => {
  assert.deepEqual(errors.get('api/src/features/allies/good-sibling.ts'), [])
  assert.deepEqual(errors.get('api/src/features/allies/allies.schema.ts'), [])
  assert.deepEqual(errors.get('api/src/db/schema.ts'), [])
})

test("only the app root may import a feature's register.ts, and nothing else past its index.ts", () => {
  assert.deepEqual(errors.get('api/src/app.ts'), [])
  assert.deepEqual(errors.get('api/src/bad-root.ts'), [2])
  assert.deepEqual(errors.get('api/src/features/allies/bad-register.ts'), [2])
})

test('a web feature may not import another web feature at all', () => {
  assert.deepEqual(errors.get('web/src/features/allies/bad-feature.ts'), [2])
  assert.deepEqual(errors.get('web/src/features/allies/good-internal.ts'), [])
})

test('shared code may not import a feature', () => {
  assert.deepEqual(errors.get('api/src/lib/bad-shared.ts'), [2])
  assert.deepEqual(errors.get('web/src/lib/bad-shared.ts'), [2])
  assert.deepEqual(errors.get('web/src/components/bad-dynamic.ts'), [2])
})

test("table ownership: a feature importing another feature's table fails the check (no baseline), its own tables pass", () => {
  const run = spawnSync(process.execPath, ['scripts/check-tables.mjs', '--dir', 'scripts/fixtures/tables'], {
    cwd: root,
    encoding: 'utf8',
  })
  assert.equal(run.status, 1)
  assert.match(run.stderr, /apps\/api\/src\/features\/loans\/bad-read\.ts: allies/)
  assert.match(run.stderr, /apps\/api\/src\/features\/loans\/bad-schema-read\.ts: allies/)
  assert.doesNotMatch(run.stderr, /good-read|: loans/)
})

test('the drawing of the doors in docs/architecture.md matches the code (node scripts/draw-doors.mjs)', () => {
  const run = spawnSync(process.execPath, ['scripts/draw-doors.mjs', '--check'], {
    cwd: root,
    encoding: 'utf8',
  })
  assert.equal(run.status, 0, run.stderr)
})

test('the doors check fails on a stale drawing', () => {
  const page = readFileSync(join(root, 'docs/architecture.md'), 'utf8')
  const arrow = page.match(/^ {2}\w+ --> \w+$/m)
  assert.ok(arrow, 'the drawing has an arrow')
  const dir = mkdtempSync(join(tmpdir(), 'mesa-doors-'))
  const check = (text) => {
    writeFileSync(join(dir, 'architecture.md'), text)
    return spawnSync(
      process.execPath,
      ['scripts/draw-doors.mjs', '--check', '--doc', join(dir, 'architecture.md')],
      {
        cwd: root,
        encoding: 'utf8',
      },
    )
  }
  try {
    assert.equal(check(page).status, 0)
    const stale = check(page.replace(arrow[0], ''))
    assert.equal(stale.status, 1)
    assert.match(stale.stderr, /stale/)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
