import type { AbilityRule, Permission } from '../permissions/permissions'
import { rulesAllow } from '../permissions/rule-predicates'

/*
 * Who does what with the field visit (docs/domain.md, visita), as pure functions of the rules shared by the
 * API guards and the web. Row scope (which applications) and "the booking's own agent" stay server-side.
 */

/**
 * The analysts coordinate the visits: they request them, book (assign) them to an agent, reschedule and
 * cancel them on every agent's calendar, and validate the reports (credit visit): 'assign' on field_visit,
 * held through 'manage'. Field agents (visitadores) only read and update field_visit: they are not
 * coordinators, and nothing of the análisis stage (checks, blacklist, income, moves) is theirs.
 */
export const visitAnalyst: Permission = { action: 'assign', subject: 'field_visit' }
export const mayCoordinateVisits = (rules: readonly AbilityRule[]) => rulesAllow(rules, visitAnalyst)

/** Field agents work field visits only: they fill the report and photos of the visits booked for them. */
export const fieldAgentPermission: Permission = { action: 'update', subject: 'field_visit' }
export const mayWorkFieldVisits = (rules: readonly AbilityRule[]) => rulesAllow(rules, fieldAgentPermission)

/** Who reads every visit besides the agent: the analysts, the control desk and the committee. */
export const visitReaderPermissions: Permission[] = [
  visitAnalyst,
  { action: 'read', subject: 'Admin' },
  { action: 'read', subject: 'purchase' },
]
export const mayReadAllVisits = (rules: readonly AbilityRule[]) =>
  visitReaderPermissions.some((permission) => rulesAllow(rules, permission))
