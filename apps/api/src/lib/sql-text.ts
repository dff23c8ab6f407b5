import { sql, type AnyColumn, type SQL } from 'drizzle-orm'

/**
 * A text column as lists sort it: lower case, Spanish accents folded, byte order. The same on PGlite
 * (no ICU) and on any PostgreSQL, whatever its collation, so "Álvarez" sorts beside "Alvarez".
 */
export function sortableText(column: AnyColumn | SQL): SQL<string> {
  return sql<string>`translate(lower(${column}), 'áéíóúüñàèìòùç', 'aeiouunaeiouc') collate "C"`
}

/** The same folding in JavaScript, for tests and client-side checks. */
export function foldForSort(text: string): string {
  return text
    .toLowerCase()
    .replace(/[áéíóúüñàèìòùç]/g, (char) => 'aeiouunaeiouc'['áéíóúüñàèìòùç'.indexOf(char)]!)
}

/** Escapes LIKE wildcards in user text: the one escaper every search uses (%, _ and \ taken literally). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

/** `%text%` for LIKE/ILIKE: the user's text found anywhere, its wildcards taken literally. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`
