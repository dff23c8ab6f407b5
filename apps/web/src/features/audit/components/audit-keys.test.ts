import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import ar from '../locales/ar.json'
import en from '../locales/en.json'
import es from '../locales/es.json'
import fr from '../locales/fr.json'

/**
 * Issue 38: every data key the API writes into an audit entry has its label in every language, so no row
 * falls back to English words. The keys are read from the API's source: the object literals given as `data`
 * to `recordAudit` and to the two wrappers that pass their last argument on as the data (a decision's and the
 * validation desk's). Spreads of typed values are not followed; their keys were labelled when this was written.
 */
const apiSource = fileURLToPath(new URL('../../../../../api/src', import.meta.url))

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
  })

/** The callee's name and which argument holds the entry's data (`recordAudit`'s event object is the second). */
const dataArgument: Record<string, (call: ts.CallExpression) => ts.Expression | undefined> = {
  recordAudit: (call) => {
    const event = call.arguments[1]
    if (!event || !ts.isObjectLiteralExpression(event)) return undefined
    const data = event.properties.find((property) => property.name?.getText() === 'data')
    return data && ts.isPropertyAssignment(data) ? data.initializer : undefined
  },
  recordDecisionChange: (call) => call.arguments[4],
  recordDeskChange: (call) => call.arguments[4],
}

/** The property names of every object literal in an expression (nested ones too), spreads left out. */
function literalKeys(node: ts.Node, keys: Set<string>) {
  if (ts.isObjectLiteralExpression(node))
    for (const property of node.properties)
      if (
        (ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) &&
        (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
      )
        keys.add(property.name.text)
  ts.forEachChild(node, (child) => literalKeys(child, keys))
}

function writtenKeys(): Set<string> {
  const keys = new Set<string>()
  for (const file of sourceFiles(apiSource)) {
    const text = readFileSync(file, 'utf8')
    if (!/record(Audit|DecisionChange|DeskChange)\(/.test(text)) continue
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        const data = dataArgument[node.expression.text]?.(node)
        if (data) literalKeys(data, keys)
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return keys
}

describe('audit data keys', () => {
  const keys = [...writtenKeys()].sort()

  it('finds the keys the API writes', () => {
    expect(keys).toEqual(expect.arrayContaining(['applicationId', 'stage', 'amountCents', 'vinRecordId']))
  })

  it.each([
    ['es', es],
    ['en', en],
    ['ar', ar],
    ['fr', fr],
  ])('labels every one in %s', (_language, dictionary) => {
    const labels: Record<string, string> = dictionary.fields
    expect(keys.filter((key) => !labels[key])).toEqual([])
  })
})
