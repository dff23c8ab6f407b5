import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import type { PortfolioQuery } from '@mesa/contracts'
import { linkedAllyIds, type Viewer } from '../allies'
import { visibleInDirectory, applicationDirectory as applications } from '../credit-applications'

/** Mexico City's offset as the applications list applies it to `from`/`to` (the country dropped DST in 2022). */
const MEXICO_OFFSET = '-06:00'
const DAY_MS = 86_400_000

export const dayStart = (date: string) => new Date(`${date}T00:00:00${MEXICO_OFFSET}`)
export const dayAfter = (date: string) => new Date(dayStart(date).getTime() + DAY_MS)

/**
 * The cohort: the applications the viewer may see (row scope), created within the period, of the product
 * and ally asked for. The same conditions as the applications list with the same query, so a figure and the
 * list it links to count the same rows.
 */
export function cohortCondition(query: PortfolioQuery, viewer: Viewer): SQL | undefined {
  const parts: Array<SQL | undefined> = [visibleInDirectory(viewer)]
  if (query.product) parts.push(eq(applications.product, query.product))
  if (query.allyId) parts.push(eq(applications.allyId, query.allyId))
  if (query.from) parts.push(gte(applications.createdAt, dayStart(query.from)))
  if (query.to) parts.push(lt(applications.createdAt, dayAfter(query.to)))
  return and(...parts)
}

/** Product, ally and row scope without the period: amounts and arrears date their own events. */
export function scopeCondition(query: PortfolioQuery, viewer: Viewer): SQL | undefined {
  return cohortCondition({ product: query.product, allyId: query.allyId }, viewer)
}

/**
 * The snapshots' scope: they are kept by ally, so an ally-side viewer sees the allies they are linked to
 * (the applications they own at other allies are not told apart in a snapshot).
 */
export function snapshotAllyScope(viewer: Viewer, allyColumn: SQL | typeof applications.allyId) {
  return viewer.scope === 'all' ? undefined : sql`${allyColumn} in ${linkedAllyIds(viewer.userId)}`
}

/** A share to four places, null when there is nothing to divide by. */
export const shareOf = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null
