/** The 0-based column of a cell reference ("C7" → 2, "AB1" → 27); -1 when it is not a reference. */
export function columnIndexOf(reference: string): number {
  const letters = /^\$?([A-Za-z]{1,3})\$?\d*$/.exec(reference)?.[1]
  if (!letters) return -1
  let index = 0
  for (const letter of letters.toUpperCase()) index = index * 26 + (letter.charCodeAt(0) - 64)
  return index - 1
}

/** The letters of a 0-based column (2 → "C", 27 → "AB"). */
export function columnName(index: number): string {
  let name = ''
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name
  return name
}

// XML 1.0 allows tab, newline and carriage return among the control characters, and no lone surrogate.
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/** Text as XML character data or attribute value: escaped, and the characters XML cannot carry dropped. */
export const xmlText = (text: string) =>
  text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
