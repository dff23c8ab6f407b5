import { sql, type AnyColumn, type SQL } from 'drizzle-orm'

/** Accented letters lists fold (lower and upper case: on a "C" database lower() leaves them as they are). */
const ACCENTED = 'áàâäãéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ'
const FOLDED = 'aaaaaeeeeiiiiooooouuuunc'.repeat(2)

/**
 * A text column as lists sort it: lower case, accents folded, byte order ("Mazda" before "MG", "Ángel" beside
 * "Angel"). The same on PGlite (no ICU) and on any PostgreSQL, whatever its collation; the literals are inlined
 * (not parameters), so an index on the same expression serves the order (e.g. allies_name_idx).
 */
export function sortableText(column: AnyColumn | SQL): SQL<string> {
  return sql<string>`translate(lower(${column}), ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${FOLDED}'`)}) collate "C"`
}

/** The same folding in JavaScript, for tests and client-side checks. */
export function foldForSort(text: string): string {
  return [...text.toLowerCase()].map((char) => FOLDED[ACCENTED.indexOf(char)] ?? char).join('')
}

/** Escapes LIKE wildcards in user text: the one escaper every search uses (%, _ and \ taken literally). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

/** `%text%` for LIKE/ILIKE: the user's text found anywhere, its wildcards taken literally. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`
