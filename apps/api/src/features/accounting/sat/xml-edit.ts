import type { XmlElement } from './xml'

/**
 * Sets an attribute: replaced in place when present, otherwise inserted right after `after` (or at the end), so
 * a sealed document keeps the attribute order of the annex's examples.
 */
export function setAttribute(node: XmlElement, name: string, value: string, after?: string) {
  const existing = node.attributes.findIndex(([attribute]) => attribute === name)
  if (existing >= 0) {
    node.attributes[existing] = [name, value]
    return
  }
  const anchor = after === undefined ? -1 : node.attributes.findIndex(([attribute]) => attribute === after)
  if (anchor < 0) node.attributes.push([name, value])
  else node.attributes.splice(anchor + 1, 0, [name, value])
}
