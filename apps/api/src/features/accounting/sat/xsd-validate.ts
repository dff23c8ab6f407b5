import { valueProblems } from './xsd-facets'
import { attributeOf, parseXml, type XmlElement } from './xml'

/*
 * A validator for the subset of XML Schema 1.0 the SAT's structures use (checked against every XSD kept in
 * ./xsd and ../cfdi/xsd): global elements with anonymous complex types, xs:sequence of elements and xs:any,
 * minOccurs/maxOccurs, attributes (use, fixed), named and anonymous simple types restricting xs:string, xs:int,
 * xs:integer, xs:decimal, xs:date, xs:dateTime or another named type, and the facets enumeration, pattern,
 * length, minLength, maxLength, min/maxInclusive, minExclusive, fractionDigits, totalDigits and whiteSpace.
 * It exists because no XML Schema validator is installed (xmllint-wasm would be the one to add): it reads the
 * SAT's own XSD files, so a file that passes here follows the published structure, not a copy of it in code.
 * A construct outside the subset is refused loudly rather than skipped.
 */
const XS = 'http://www.w3.org/2001/XMLSchema'

interface SimpleType {
  base: string // an xs: builtin local name, or a "{ns}name" reference
  facets: Array<[string, string]>
}
interface AttributeDecl {
  name: string
  required: boolean
  fixed?: string
  type: SimpleType | string | null // anonymous, "{ns}name", or none (any text)
}
interface Particle {
  kind: 'element' | 'any'
  min: number
  max: number
  element?: ElementDecl
}
interface ElementDecl {
  namespace: string
  name: string
  attributes: AttributeDecl[]
  sequence: Particle[]
}

export interface SchemaSet {
  elements: Map<string, ElementDecl>
  types: Map<string, SimpleType>
  /** Namespaces imported but not supplied (e.g. the SAT's 6 MB catCFDI): their types are checked as plain text. */
  missing: Set<string>
}

const key = (namespace: string, name: string) => `{${namespace}}${name}`
const local = (qname: string) => qname.slice(qname.indexOf(':') + 1)

/** Prefix → namespace declarations on one element, layered over its parent's. */
function scopeOf(node: XmlElement, parent: Map<string, string>) {
  const scope = new Map(parent)
  for (const [name, value] of node.attributes) {
    if (name === 'xmlns') scope.set('', value)
    else if (name.startsWith('xmlns:')) scope.set(name.slice(6), value)
  }
  return scope
}

function resolve(qname: string, scope: Map<string, string>) {
  const colon = qname.indexOf(':')
  const prefix = colon < 0 ? '' : qname.slice(0, colon)
  const namespace = scope.get(prefix)
  if (namespace === undefined) throw new Error(`unbound prefix in ${qname}`)
  return { namespace, name: local(qname) }
}

function typeRef(qname: string, scope: Map<string, string>) {
  const { namespace, name } = resolve(qname, scope)
  return namespace === XS ? name : key(namespace, name)
}

const withoutAnnotations = (node: XmlElement) => node.children.filter((c) => local(c.name) !== 'annotation')

function readSimpleType(node: XmlElement, scope: Map<string, string>): SimpleType {
  const restriction = withoutAnnotations(node)[0]
  if (!restriction || local(restriction.name) !== 'restriction')
    throw new Error('only xs:restriction is supported')
  const base = typeRef(attributeOf(restriction, 'base') ?? 'xs:string', scope)
  const facets = restriction.children
    .filter((facet) => local(facet.name) !== 'annotation')
    .map((facet): [string, string] => [local(facet.name), attributeOf(facet, 'value') ?? ''])
  return { base, facets }
}

function readElement(node: XmlElement, target: string, scope: Map<string, string>): ElementDecl {
  const decl: ElementDecl = {
    namespace: target,
    name: attributeOf(node, 'name')!,
    attributes: [],
    sequence: [],
  }
  for (const complex of withoutAnnotations(node)) {
    if (local(complex.name) !== 'complexType')
      throw new Error(`unsupported <${complex.name}> in ${decl.name}`)
    for (const part of withoutAnnotations(complex)) {
      const kind = local(part.name)
      if (kind === 'attribute') decl.attributes.push(readAttribute(part, scope))
      else if (kind === 'sequence') decl.sequence = readSequence(part, target, scope)
      else throw new Error(`unsupported <${part.name}> in ${decl.name}`)
    }
  }
  return decl
}

function readAttribute(node: XmlElement, scope: Map<string, string>): AttributeDecl {
  const typeName = attributeOf(node, 'type')
  const inline = withoutAnnotations(node).find((child) => local(child.name) === 'simpleType')
  return {
    name: attributeOf(node, 'name')!,
    required: attributeOf(node, 'use') === 'required',
    fixed: attributeOf(node, 'fixed'),
    type: inline ? readSimpleType(inline, scope) : typeName ? typeRef(typeName, scope) : null,
  }
}

function occurs(node: XmlElement) {
  const max = attributeOf(node, 'maxOccurs') ?? '1'
  return {
    min: Number(attributeOf(node, 'minOccurs') ?? '1'),
    max: max === 'unbounded' ? Infinity : Number(max),
  }
}

function readSequence(node: XmlElement, target: string, scope: Map<string, string>): Particle[] {
  return withoutAnnotations(node).map((child): Particle => {
    const kind = local(child.name)
    if (kind === 'element')
      return { kind: 'element', ...occurs(child), element: readElement(child, target, scope) }
    if (kind === 'any') return { kind: 'any', ...occurs(child) }
    throw new Error(`unsupported <${child.name}> in a sequence`)
  })
}

/** Reads XSD texts (one per namespace, imports resolved among them) into one set. */
export function loadSchemas(xsdTexts: string[]): SchemaSet {
  const set: SchemaSet = { elements: new Map(), types: new Map(), missing: new Set() }
  const imported = new Set<string>()
  const supplied = new Set<string>()
  for (const text of xsdTexts) {
    const root = parseXml(text, { ignoreText: true })
    const scope = scopeOf(root, new Map())
    const target = attributeOf(root, 'targetNamespace') ?? ''
    supplied.add(target)
    for (const child of withoutAnnotations(root)) {
      const kind = local(child.name)
      const name = attributeOf(child, 'name') ?? ''
      if (kind === 'import') imported.add(attributeOf(child, 'namespace') ?? '')
      else if (kind === 'element') set.elements.set(key(target, name), readElement(child, target, scope))
      else if (kind === 'simpleType') set.types.set(key(target, name), readSimpleType(child, scope))
      else throw new Error(`unsupported top-level <${child.name}>`)
    }
  }
  for (const namespace of imported) if (!supplied.has(namespace)) set.missing.add(namespace)
  return set
}

const isNamespaceAttribute = (name: string) =>
  name === 'xmlns' || name.startsWith('xmlns:') || name.startsWith('xsi:')

function checkAttributes(
  node: XmlElement,
  decl: ElementDecl,
  set: SchemaSet,
  path: string,
  problems: string[],
) {
  const lookup = (name: string) => set.types.get(name)
  for (const [name, value] of node.attributes) {
    if (isNamespaceAttribute(name)) continue
    const attribute = decl.attributes.find((candidate) => candidate.name === name)
    if (!attribute) {
      problems.push(`${path}/@${name}: not in the structure`)
      continue
    }
    if (attribute.fixed !== undefined && value !== attribute.fixed)
      problems.push(`${path}/@${name}: must be ${attribute.fixed}`)
    for (const problem of valueProblems(value, attribute.type, lookup))
      problems.push(`${path}/@${name}: ${problem}`)
  }
  for (const attribute of decl.attributes)
    if (attribute.required && attributeOf(node, attribute.name) === undefined)
      problems.push(`${path}/@${attribute.name}: required`)
}

function checkElement(
  node: XmlElement,
  decl: ElementDecl,
  set: SchemaSet,
  parentScope: Map<string, string>,
  path: string,
  problems: string[],
) {
  const scope = scopeOf(node, parentScope)
  checkAttributes(node, decl, set, path, problems)
  const children = node.children
  let index = 0
  for (const particle of decl.sequence) {
    let count = 0
    while (count < particle.max && index < children.length) {
      const child = children[index]!
      const childScope = scopeOf(child, scope)
      const { namespace, name } = resolve(child.name, childScope)
      const childPath = `${path}/${child.name}[${count + 1}]`
      if (particle.kind === 'element') {
        const expected = particle.element!
        if (namespace !== expected.namespace || name !== expected.name) break
        checkElement(child, expected, set, scope, childPath, problems)
      } else {
        // xs:any with the default processContents="strict": the element must be declared in a supplied schema.
        const global = set.elements.get(key(namespace, name))
        if (global) checkElement(child, global, set, scope, childPath, problems)
        else problems.push(`${childPath}: no schema supplied for {${namespace}}${name}`)
      }
      index += 1
      count += 1
    }
    if (count < particle.min)
      problems.push(
        `${path}: expected ${particle.kind === 'element' ? `<${particle.element!.name}>` : 'an element'}`,
      )
  }
  for (const extra of children.slice(index)) problems.push(`${path}: unexpected <${extra.name}>`)
}

/** The problems of an XML document against the schema set (empty when it is valid), each with its path. */
export function validateXml(set: SchemaSet, xml: string): string[] {
  const root = parseXml(xml)
  const scope = scopeOf(root, new Map())
  const { namespace, name } = resolve(root.name, scope)
  const decl = set.elements.get(key(namespace, name))
  if (!decl) return [`no declaration for the root {${namespace}}${name}`]
  const problems: string[] = []
  checkElement(root, decl, set, new Map(), `/${root.name}`, problems)
  return problems
}
