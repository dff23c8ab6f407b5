/** One CSV cell: formula-looking text is prefixed (OWASP CSV injection), quotes doubled where needed. */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value)
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\n\r;]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** One RFC 4180 line, CRLF-terminated. */
export const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`

/** Spreadsheet programs read UTF-8 accents right only after a byte order mark. */
export const CSV_BOM = '\uFEFF'
