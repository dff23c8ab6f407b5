import type { AbilityRule, Permission } from '../permissions/permissions'
import { rulesAllow } from '../permissions/rule-predicates'

/*
 * The collections desk (issue 35 item 4). A collector (role cobranza) reads the desk and works the loans
 * assigned to them: logs contacts and records promises. A collections supervisor (assign collections) sees
 * every collector's loans within their row scope, reassigns loans, edits the assignment rules and runs them.
 */

/** The desk: the queue, a loan's collections panel and the collector's dashboard. */
export const collectionsReader: Permission = { action: 'read', subject: 'collections' }
/** Logging a contact and recording a promise to pay on a loan the person may work. */
export const collectionsWorker: Permission = { action: 'update', subject: 'collections' }
/** The supervisor: every collector's loans, reassignment, the rules and running them. */
export const collectionsSupervisor: Permission = { action: 'assign', subject: 'collections' }

export const maySuperviseCollections = (rules: readonly AbilityRule[]) =>
  rulesAllow(rules, collectionsSupervisor)
export const mayWorkCollections = (rules: readonly AbilityRule[]) => rulesAllow(rules, collectionsWorker)
export const mayReadCollections = (rules: readonly AbilityRule[]) => rulesAllow(rules, collectionsReader)
