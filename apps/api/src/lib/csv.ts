/** Text a spreadsheet would read as a formula (= + - @, tab, CR first) gets a leading apostrophe (OWASP). */
export const formulaSafe = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text)

/** One CSV cell: formula-looking text is prefixed (OWASP CSV injection), quotes doubled where needed. */
export function csvCell(value: unknown): string {
  const safe = formulaSafe(value === null || value === undefined ? '' : String(value))
  return /[",\n\r;]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** One RFC 4180 line, CRLF-terminated. */
export const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`

/** Spreadsheet programs read UTF-8 accents right only after a byte order mark. */
export const CSV_BOM = '\uFEFF'
