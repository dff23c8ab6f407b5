import type { z } from 'zod'
import { bulkRequestSchema, bulkResultSchema } from '../common/bulk'
import type { AbilityRule, Permission } from '../permissions/permissions'
import { rulesAllow } from '../permissions/rule-predicates'

/**
 * The users list's bulk actions (issue 20, the lists kit): switch the selected accounts on or off, or move them
 * to the trash; all or nothing, undoable from the list's toast. Activate touches only inactive accounts and
 * deactivate only active ones (a pending sign-up stays pending: approving it is its own decision), so the undo
 * of either is the opposite action on `changed`.
 */
export const userBulkActions = ['activate', 'deactivate', 'delete'] as const
export type UserBulkAction = (typeof userBulkActions)[number]

/** The permission each bulk action needs: the same as the single update (status) or the single delete. */
const userBulkPermissions: Record<UserBulkAction, Permission> = {
  activate: { action: 'update', subject: 'Users' },
  deactivate: { action: 'update', subject: 'Users' },
  delete: { action: 'delete', subject: 'Users' },
}

/** The bulk route opens to whoever may take any one of the actions; the action itself is checked then. */
export const userBulkAccess = { anyOf: [userBulkPermissions.activate, userBulkPermissions.delete] }

/** Whether the rules allow this bulk action (the API's guard; the web shows the same buttons). */
export const mayBulkUsers = (rules: readonly AbilityRule[], action: UserBulkAction) =>
  rulesAllow(rules, userBulkPermissions[action])

/** `POST /api/apps/users/bulk`: the action and the selected ids (1 to BULK_MAX_IDS). */
export const userBulkRequestSchema = bulkRequestSchema(userBulkActions)
export type UserBulkRequest = z.infer<typeof userBulkRequestSchema>

/** What the action changed: every id of a delete (its undo restores them), the switched ones of an on/off. */
export const userBulkResultSchema = bulkResultSchema(userBulkActions)
export type UserBulkResult = z.infer<typeof userBulkResultSchema>
