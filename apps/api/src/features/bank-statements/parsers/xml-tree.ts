import { SaxesParser } from 'saxes'

/** An element of a small XML document: its local name (namespace prefix dropped), attributes, text, children. */
export interface XmlNode {
  name: string
  attributes: Record<string, string>
  text: string
  children: XmlNode[]
  /** The file line its start tag is on (what a refusal names). */
  line: number
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1)

/**
 * The document as a tree (saxes, as the XLSX reader; no DTD, no external entities are ever fetched). A
 * statement of the upload limit's size fits in memory; anything not well-formed throws with its line.
 */
export function xmlTree(text: string): XmlNode {
  const parser = new SaxesParser({ xmlns: false, position: true })
  const root: XmlNode = { name: '#document', attributes: {}, text: '', children: [], line: 0 }
  const stack: XmlNode[] = [root]
  parser.on('opentag', (tag) => {
    const node: XmlNode = {
      name: localName(tag.name),
      attributes: Object.fromEntries(
        Object.entries(tag.attributes).map(([key, value]) => [localName(key), String(value)]),
      ),
      text: '',
      children: [],
      line: parser.line,
    }
    stack.at(-1)!.children.push(node)
    stack.push(node)
  })
  parser.on('closetag', () => void stack.pop())
  parser.on('text', (value) => {
    stack.at(-1)!.text += value
  })
  parser.on('cdata', (value) => {
    stack.at(-1)!.text += value
  })
  parser.write(text).close()
  return root
}

/** The first descendant along a path of local names (`child(node, 'Refs', 'EndToEndId')`). */
export function child(node: XmlNode | undefined, ...path: string[]): XmlNode | undefined {
  let current = node
  for (const name of path) current = current?.children.find((candidate) => candidate.name === name)
  return current
}

/** Every child of one name. */
export const childrenOf = (node: XmlNode | undefined, name: string) =>
  node?.children.filter((candidate) => candidate.name === name) ?? []

/** The trimmed text along a path, or ''. */
export const textAt = (node: XmlNode | undefined, ...path: string[]) =>
  child(node, ...path)?.text.trim() ?? ''
