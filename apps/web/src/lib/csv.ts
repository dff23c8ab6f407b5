/** One CSV column: its header and how to read a row's cell. */
export interface CsvColumn<Row> {
  header: string
  value: (row: Row) => string | number | boolean | null | undefined
}

const escapeCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value)
  // Cells that a spreadsheet would run as a formula are prefixed (OWASP CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\n\r;]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** RFC 4180 text with a BOM, so spreadsheet programs read the accents right. */
export function toCsv<Row>(rows: Row[], columns: CsvColumn<Row>[]): string {
  const lines = [columns.map((column) => escapeCell(column.header)).join(',')]
  for (const row of rows) lines.push(columns.map((column) => escapeCell(column.value(row))).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

/** Offers the text as a file download. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
