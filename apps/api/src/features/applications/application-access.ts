import { sql, type SQL } from 'drizzle-orm'
import {
  rulesAllow,
  type AbilityRule,
  type CreditProduct,
  type Permission,
  type RoleScope,
} from '@mesa/contracts'
import { creditApplications as applications, users } from '../../db/schema'
import { linkedAllyIds, type Viewer } from '../allies'

/** Spec §2: the application screen needs read on any of these; the assist subject is per product. */
export const detailSubjects = (product: CreditProduct): Permission[] =>
  (['analysis', 'purchase', 'partners', 'credit_application_file', 'vin', `${product}_assist`] as const).map(
    (subject) => ({ action: 'read', subject }) as Permission,
  )

export const mayReadProduct = (rules: AbilityRule[], product: CreditProduct) =>
  detailSubjects(product).some((permission) => rulesAllow(rules, permission))

/** Taking or reassigning an application someone else owns (design.md §3): an explicit right. */
export const assignOthers: Permission = { action: 'assign', subject: 'credit_application_file' }

/**
 * The one row-level condition on credit applications (design.md §3): ally-side staff see the
 * applications of the allies they are linked to and those they own; head-office scope sees all
 * (undefined). Every list, count, detail, file and write goes through it.
 */
export function visibleApplications(viewer: Viewer): SQL | undefined {
  if (viewer.scope === 'all') return undefined
  return sql`(${applications.ownerUserId} = ${viewer.userId} or ${applications.allyId} in ${linkedAllyIds(viewer.userId)})`
}

/** A select column: whether the selected user is linked to this ally (for `readsApplication`). */
export const linkedToAlly = (allyId: number) =>
  sql<boolean>`(${allyId} in ${linkedAllyIds(sql`${users.id}`)})`

/**
 * Whether a user may read an application: read permission on its product AND row-level scope (head
 * office, its owner, or linked to its ally). Decides who may be @mentioned or made its owner.
 */
export function readsApplication(
  user: { id: number; rules: AbilityRule[]; scope: RoleScope; linked: boolean },
  application: { product: CreditProduct; ownerUserId: number | null },
) {
  return (
    mayReadProduct(user.rules, application.product) &&
    (user.scope === 'all' || user.linked || user.id === application.ownerUserId)
  )
}
