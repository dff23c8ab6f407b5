import { z } from 'zod'
import { rulesAllow } from './rule-predicates'

/**
 * Permission actions and subjects (spec §6). A rule is `{action, subject}`;
 * 'manage' means any action and 'all' any subject, as in CASL. 'assign' on credit_application_file is
 * the right to take an application from another owner (working its stage alone takes unowned ones only).
 */
export const actions = [
  'manage',
  'create',
  'read',
  'update',
  'delete',
  'assign',
  // Invoices (issue 31): mailing an invoice, and recording a payment against it, are rights of their own.
  'send',
  'record_payment',
] as const
export type Action = (typeof actions)[number]

/** The credit products; each has its `{product}_assist` subject (docs/domain.md, who works which stage). */
export const creditProducts = ['auto', 'seminuevo', 'moto'] as const
export type CreditProduct = (typeof creditProducts)[number]

export const subjects = [
  'all',
  'AclDemo',
  'agent-status',
  'Aliados',
  'channels',
  'Documentos',
  'contrato',
  'poliza',
  'Insurance',
  'templates',
  'Admin',
  'vin',
  'campaigns',
  'channel_admin',
  'analysis',
  'purchase',
  'partners',
  'credit_application_file',
  // Ours, beyond the spec's list: administration of staff accounts, and of roles and permissions.
  'Users',
  'Roles',
  // The lender's invoices (issue 31), and the right to mail one to an address other than its client contact.
  'Invoices',
  'invoice_recipients',
  ...creditProducts.map((product) => `${product}_assist` as const),
  // The field visit's own subject (issue 30): agents read and update it (their visits), analysts manage it.
  'field_visit',
  // The four-eyes queue (issue 30): read = see it; deciding a request needs its kind's own ability.
  'Approvals',
  // Fondeo (issue 30): assigning a funder's line and disbursing, apart from contracting (treasury's right).
  'fondeo',
  // The template's demo area (issue 38): shown only to those given it (administrators, while DEMO_PAGES is on).
  'Demo',
  // The books (issue 34): read = the chart, journal and reports; manage = adjustments, mappings, the close.
  'accounting',
  // Bank statements (issue 35): importing the bank's statements and working the reconciliation queue (treasury).
  'bank_statement',
  // Money-laundering prevention (issue 36): the lists, the screening alerts and the authority's reports.
  'pld',
  // Portfolio reports (issue 36): read = the risk committee's and board's reports; update = the package's list.
  'portfolio_reports',
  // Dunning (issue 35): the reminder rules by days past due, their sends and the dunning letters.
  'dunning',
  // The collections desk (issue 35): read = the desk, update = log contacts and promises on one's loans,
  // assign = the supervisor's (every collector's loans, reassignment, the assignment rules).
  'collections',
  // The monthly credit-bureau file (issue 36): its periods, summaries and files.
  'bureau_reporting',
  // Direct debit (issue 35): read = the mandates and runs; update = a run and its answer (treasury);
  // create = registering and revoking mandates (control desk, collections).
  'direct_debit',
] as const
export type Subject = (typeof subjects)[number]

export const actionSchema = z.enum(actions)
export const subjectSchema = z.enum(subjects)

export const abilityRuleSchema = z.object({
  action: actionSchema,
  subject: subjectSchema,
})
export type AbilityRule = z.infer<typeof abilityRuleSchema>

/**
 * Row-level scope of a role (docs/security.md), set by an administrator on the role:
 * - 'all': head-office staff see every record;
 * - 'own-allies': ally-side staff (sellers, ally supervisors) see only the records of the allies they are
 *   linked to (as seller, supervisor or linked user) and the credit applications they own.
 */
export const roleScopes = ['all', 'own-allies'] as const
export type RoleScope = (typeof roleScopes)[number]
export const roleScopeSchema = z.enum(roleScopes)

/** Fixed keys of the system roles: code refers to them by key, never by their (editable) name. */
export const systemRoleKeys = ['admin', 'registered'] as const
export type SystemRoleKey = (typeof systemRoleKeys)[number]

/** What a route or a navigation item needs. */
export interface Permission {
  action: Action
  subject: Subject
}

/**
 * True when every rule of `granted` is allowed by `held` ('manage' and 'all' count as wildcards only
 * when held): nobody may grant a role or permission whose rules exceed their own.
 */
export function rulesWithin(granted: readonly AbilityRule[], held: readonly AbilityRule[]): boolean {
  return granted.every((rule) => rulesAllow(held, rule))
}

/** True when the rules include manage all: the administrator's mark. */
export function rulesAreAdministrator(rules: readonly AbilityRule[]): boolean {
  return rulesAllow(rules, { action: 'manage', subject: 'all' })
}

/** True when a role of scope `granted` sees no more records than one of scope `held` ('all' > 'own-allies'). */
export function scopeWithin(granted: RoleScope, held: RoleScope): boolean {
  return held === 'all' || granted === held
}
