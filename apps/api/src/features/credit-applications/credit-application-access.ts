import { sql, type SQL } from 'drizzle-orm'
import {
  mayOpenCreditApplication,
  type AbilityRule,
  type CreditProduct,
  type RoleScope,
} from '@mesa/contracts'
import { creditApplications as applications, users } from '../../db/schema'
import { linkedAllyIds, type Viewer } from '../allies'

// Who may open, capture, assign or work a stage: contracts `mayOpenCreditApplication` and its siblings.

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
    mayOpenCreditApplication(user.rules, application.product) &&
    (user.scope === 'all' || user.linked || user.id === application.ownerUserId)
  )
}
