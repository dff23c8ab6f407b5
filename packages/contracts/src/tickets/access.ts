import type { AbilityRule, CreditProduct, Permission } from '../permissions/permissions'
import { rulesAllow } from '../permissions/rule-predicates'
import { creditApplicationReadPermissions, mayOpenCreditApplication } from '../credit-applications/access'
import { creditProducts } from '../permissions/permissions'

/*
 * Who may use support tickets (docs/security.md "Support"). Spec §6 names no support subject, so tickets
 * follow the application they hang on: whoever may open the application (and sees it by row scope) reads
 * its tickets, opens new ones and comments; the support desk (update Admin, the control desk) works them:
 * status, priority, category and assignee.
 */

/** Any permission that opens an application of some product: the ticket list's door. */
export const ticketReaderPermissions: Permission[] = [
  ...new Map(
    creditProducts
      .flatMap(creditApplicationReadPermissions)
      .map((permission) => [`${permission.action}:${permission.subject}`, permission]),
  ).values(),
]
export const mayReadTickets = (rules: readonly AbilityRule[]) =>
  ticketReaderPermissions.some((permission) => rulesAllow(rules, permission))

/** Opening a ticket or commenting on one: whoever may open the application. */
export const mayRaiseTicket = (rules: readonly AbilityRule[], product: CreditProduct) =>
  mayOpenCreditApplication(rules, product)

/** The support desk: moves tickets through their life cycle, sets priority and assignee. */
export const ticketWorker: Permission = { action: 'update', subject: 'Admin' }
export const mayWorkTickets = (rules: readonly AbilityRule[]) => rulesAllow(rules, ticketWorker)
