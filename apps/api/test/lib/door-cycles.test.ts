import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// Issue 37: no run-time import loop ties two features (allies → trash → events → allies was one). A feature
// needing another's rule gets it handed in by the app, or registers through a root list (src/stage-rules.ts).
const features = resolve(__dirname, '../../src/features')

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
  })

const files = new Set(sourceFiles(features))
const importPattern = /^(?:import|export)\s+(type\s+)?([\s\S]*?)\s*from\s+['"](\.[^'"]*)['"]/gm

/** The files a file imports at run time: type-only imports are erased and make no loop. */
function runtimeImports(file: string): string[] {
  const found: string[] = []
  for (const [, typeOnly, names, path] of readFileSync(file, 'utf8').matchAll(importPattern)) {
    if (typeOnly) continue
    const listed = names!.trim()
    if (listed.startsWith('{')) {
      const items = listed
        .slice(1, -1)
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
      if (items.length > 0 && items.every((item) => item.startsWith('type '))) continue
    }
    const target = resolve(dirname(file), path!)
    const match = [`${target}.ts`, join(target, 'index.ts')].find((candidate) => files.has(candidate))
    if (match) found.push(match)
  }
  return found
}

/** Tarjan's strongly connected components of the import graph: each loop is one component. */
function loops(): string[][] {
  const graph = new Map([...files].map((file) => [file, runtimeImports(file)]))
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const components: string[][] = []
  const visit = (file: string) => {
    index.set(file, index.size)
    low.set(file, index.get(file)!)
    stack.push(file)
    onStack.add(file)
    for (const next of graph.get(file)!) {
      if (!index.has(next)) {
        visit(next)
        low.set(file, Math.min(low.get(file)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!))
    }
    if (low.get(file) !== index.get(file)) return
    const component: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      component.push(member)
    } while (member !== file)
    if (component.length > 1) components.push(component)
  }
  for (const file of files) if (!index.has(file)) visit(file)
  return components
}

describe('imports between features', () => {
  it('make no run-time loop through two features', () => {
    const acrossFeatures = loops()
      .map((component) => component.map((file) => relative(features, file)))
      .filter((component) => new Set(component.map((file) => file.split('/')[0])).size > 1)
    expect(acrossFeatures).toEqual([])
  })
})
