import type { z } from 'zod'
import { bulkRequestSchema, bulkResultSchema } from '../common/bulk'
import type { AbilityRule, Permission } from '../permissions/permissions'
import { rulesAllow } from '../permissions/rule-predicates'

/** The allies list's bulk actions: switch the selected allies on or off, or move them to the trash. */
export const allyBulkActions = ['activate', 'deactivate', 'delete'] as const
export type AllyBulkAction = (typeof allyBulkActions)[number]

/** The permission each bulk action needs: the same as editing (on/off) or deleting one ally. */
const allyBulkPermissions: Record<AllyBulkAction, Permission> = {
  activate: { action: 'update', subject: 'Aliados' },
  deactivate: { action: 'update', subject: 'Aliados' },
  delete: { action: 'delete', subject: 'Aliados' },
}

/** The bulk route opens to whoever may take any one of the actions; the action itself is checked then. */
export const allyBulkAccess = { anyOf: [allyBulkPermissions.activate, allyBulkPermissions.delete] }

/** Whether the rules allow this bulk action (the API's guard; the web shows the same buttons). */
export const mayBulkAllies = (rules: readonly AbilityRule[], action: AllyBulkAction) =>
  rulesAllow(rules, allyBulkPermissions[action])

/** `POST /api/v1/allies/bulk`: the action and the selected ids (1 to BULK_MAX_IDS). */
export const allyBulkRequestSchema = bulkRequestSchema(allyBulkActions)
export type AllyBulkRequest = z.infer<typeof allyBulkRequestSchema>

/**
 * What a bulk action did, for its undo: `changed` are the allies it changed (an activate leaves allies that
 * were on already alone), so the undo of an on/off puts back their previous value with the opposite action on
 * `changed` only; a delete changes every id and its undo restores them from the trash.
 */
export const allyBulkResultSchema = bulkResultSchema(allyBulkActions)
export type AllyBulkResult = z.infer<typeof allyBulkResultSchema>
