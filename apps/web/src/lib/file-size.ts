/** "1.2 MB" / "340 kB": how big a file is, in the reader's language (at least 1 kB, so no file reads 0). */
export function fileSizeText(bytes: number, language: string): string {
  const [value, unit] =
    bytes >= 1024 * 1024 ? [bytes / 1024 / 1024, 'megabyte'] : [Math.max(1, bytes / 1024), 'kilobyte']
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: unit === 'megabyte' ? 1 : 0,
  }).format(value)
}
