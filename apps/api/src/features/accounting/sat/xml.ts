import { SaxesParser } from 'saxes'

/*
 * The small XML model the SAT's files are built from and read back into: an element is its qualified name, its
 * attributes in the order they are written (the SAT's cadenas originales follow the XSLT's order, not this one,
 * but a stable order keeps the files diffable) and its child elements. The SAT's structures carry every figure in
 * attributes, never in text, so an element has no text content here.
 */
export interface XmlElement {
  name: string
  attributes: Array<[string, string]>
  children: XmlElement[]
}

/** An element; attributes whose value is undefined are left out (the XSD's optional attributes). */
export function element(
  name: string,
  attributes: Record<string, string | undefined>,
  children: XmlElement[] = [],
): XmlElement {
  const written = Object.entries(attributes).filter((pair): pair is [string, string] => pair[1] !== undefined)
  return { name, attributes: written, children }
}

/**
 * Text as an attribute value: the five XML characters as entities, and tab, line feed and carriage return as
 * character references so a reader's attribute-value normalisation does not turn them into spaces silently.
 */
export function escapeAttribute(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/\t/g, '&#x9;')
    .replace(/\n/g, '&#xA;')
    .replace(/\r/g, '&#xD;')
}

// Characters XML 1.0 cannot carry at all (C0 controls other than tab, LF, CR; lone surrogates; U+FFFE/FFFF).
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** True when the text can be written in an XML 1.0 document at all (inputs are refused otherwise). */
export const isXmlText = (text: string) => !NOT_XML.test(text)

function write(node: XmlElement, out: string[], indent: string) {
  const attributes = node.attributes.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('')
  if (node.children.length === 0) {
    out.push(`${indent}<${node.name}${attributes}/>`)
    return
  }
  out.push(`${indent}<${node.name}${attributes}>`)
  for (const child of node.children) write(child, out, `${indent}  `)
  out.push(`${indent}</${node.name}>`)
}

/** The document: the UTF-8 declaration the SAT asks for, then the root, indented two spaces. */
export function renderXml(root: XmlElement): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>']
  write(root, out, '')
  return `${out.join('\n')}\n`
}

/**
 * Reads an XML text back into the model (saxes: well-formedness checked, no entity but XML's five expanded, no
 * DTD), keeping attribute order and dropping whitespace between elements. Text content inside an element is an
 * error (none of the SAT's structures has any) unless told to ignore it (an XSD's documentation).
 */
export function parseXml(xml: string, options: { ignoreText?: boolean } = {}): XmlElement {
  const parser = new SaxesParser({ xmlns: false })
  const stack: XmlElement[] = []
  let root: XmlElement | undefined
  parser.on('opentag', (tag) => {
    const node: XmlElement = {
      name: tag.name,
      attributes: Object.entries(tag.attributes as unknown as Record<string, string>),
      children: [],
    }
    const parent = stack.at(-1)
    if (parent) parent.children.push(node)
    else root = node
    stack.push(node)
  })
  parser.on('closetag', () => void stack.pop())
  parser.on('text', (text) => {
    if (!options.ignoreText && stack.length > 0 && text.trim() !== '')
      throw new Error(`unexpected text in <${stack.at(-1)!.name}>`)
  })
  parser.on('doctype', () => {
    throw new Error('a DTD is not accepted')
  })
  parser.write(xml).close()
  if (!root) throw new Error('no root element')
  return root
}

/** An attribute's value, or undefined. */
export const attributeOf = (node: XmlElement, name: string) =>
  node.attributes.find(([attribute]) => attribute === name)?.[1]

/** The children with a given qualified name. */
export const childrenNamed = (node: XmlElement, name: string) =>
  node.children.filter((child) => child.name === name)

/** The first child with a given qualified name; an error when there is none (a required node). */
export function childNamed(node: XmlElement, name: string): XmlElement {
  const child = node.children.find((candidate) => candidate.name === name)
  if (!child) throw new Error(`<${node.name}> has no <${name}>`)
  return child
}
