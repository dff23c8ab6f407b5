import type { Subquery } from 'drizzle-orm'

/**
 * A read model's columns as one object, to select its whole row nested (`select({ application: selectionOf(…) })`):
 * Drizzle nests a table but not a subquery. Each column is the subquery's own (named by its alias).
 */
export function selectionOf<Fields extends Record<string, unknown>>(
  readModel: Subquery<string, Fields>,
): Fields {
  const columns = readModel as unknown as Record<string, unknown>
  return Object.fromEntries(
    Object.keys(readModel._.selectedFields).map((key) => [key, columns[key]]),
  ) as Fields
}
