import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * Issue 38 (docs/adding-a-feature.md rule 5): a figure or a date becomes text through lib/format.ts only. This
 * scans the screens' code (features, components, app; not tests, not the demo) for a local formatter and
 * fails on any file not below. The deliberate exceptions, with reasons:
 */
const allowed: Record<string, string> = {
  'features/field-visits/components/address-position.tsx':
    'coordinates keep five decimals (about a meter), not a figure to read',
  'features/field-visits/components/photo-viewer.tsx':
    'coordinates keep five decimals (about a meter), not a figure to read',
  'features/credit-policy/components/payment-capacity-panel.tsx':
    "a formula's raw operand (the monthly rate r) shown as the engine computes with it",
  'features/imports/components/upload-card.tsx': 'Intl.ListFormat joins words, not figures',
  'features/invoices/components/invoice-format.ts': 'the printed invoice keeps its own documented format',
  'features/invoices/components/invoice-document.tsx': 'the printed invoice keeps its own documented format',
}

const localFormatter = /\.toFixed\(|\.toLocaleString\(|\.toLocaleDateString\(|\bnew Intl\./

/** The files of `sources` (path → text) that format a figure or date locally and are not allowed to. */
function formattingLocally(sources: Record<string, string>, allow: Record<string, string> = allowed) {
  return Object.entries(sources)
    .filter(([file, source]) => !(file in allow) && localFormatter.test(source))
    .map(([file]) => file)
    .sort()
}

const src = fileURLToPath(new URL('..', import.meta.url))

function sourcesUnder(folder: string): Record<string, string> {
  const entries = readdirSync(join(src, folder), { recursive: true, encoding: 'utf8' })
  return Object.fromEntries(
    entries
      .map((entry) => join(folder, entry).split('\\').join('/'))
      .filter(
        (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('features/demo/'),
      )
      .map((file) => [file, readFileSync(join(src, file), 'utf8')]),
  )
}

describe('one way to write a figure', () => {
  it('finds a local formatter, and lets an allowed one be', () => {
    const sources = {
      'features/x/a.tsx': 'const rate = `${(bps / 100).toFixed(2)} %`',
      'features/x/b.ts': 'new Intl.DateTimeFormat(language).format(date)',
      'features/x/c.tsx': 'formatRate(bps, i18n.language)',
      'features/x/d.tsx': 'latitude.toFixed(5)',
    }
    expect(formattingLocally(sources, { 'features/x/d.tsx': 'coordinates' })).toEqual([
      'features/x/a.tsx',
      'features/x/b.ts',
    ])
  })

  it('leaves every figure and date of the screens to lib/format', () => {
    const sources = { ...sourcesUnder('features'), ...sourcesUnder('components'), ...sourcesUnder('app') }
    expect(Object.keys(sources).length).toBeGreaterThan(100)
    expect(formattingLocally(sources)).toEqual([])
  })

  it('allows only files that exist and still need it', () => {
    const sources = { ...sourcesUnder('features') }
    const stale = Object.keys(allowed).filter(
      (file) => !(file in sources) || !localFormatter.test(sources[file]!),
    )
    expect(stale).toEqual([])
  })
})
