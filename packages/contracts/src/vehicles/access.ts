import type { AbilityRule, Permission } from '../permissions/permissions'
import { manageAll, rulesAllow } from '../permissions/rule-predicates'

/*
 * Who may use the vehicle and dealership side (spec §2: "VIN add, edit by {id} (read Admin), list (read vin)";
 * the file's vin, purchase and partners tabs; docs/security.md "Vehicle and dealership side"). Row scope stays
 * server-side.
 */
export const vinReader: Permission = { action: 'read', subject: 'vin' }
/** The add and edit screens (spec: read Admin). */
export const vinAdminReader: Permission = { action: 'read', subject: 'Admin' }
export const vinCreator: Permission = { action: 'create', subject: 'Admin' }
export const vinEditor: Permission = { action: 'update', subject: 'Admin' }
export const purchaseReader: Permission = { action: 'read', subject: 'purchase' }
export const purchaseWorker: Permission = { action: 'update', subject: 'purchase' }
export const partnersReader: Permission = { action: 'read', subject: 'partners' }
/** Commission rules and recording a payment: the administrator (money leaves the lender). */
export const commissionAdmin: Permission = manageAll

export const mayCreateVin = (rules: readonly AbilityRule[]) => rulesAllow(rules, vinCreator)
export const mayEditVin = (rules: readonly AbilityRule[]) => rulesAllow(rules, vinEditor)
export const mayWorkPurchase = (rules: readonly AbilityRule[]) => rulesAllow(rules, purchaseWorker)
