import { z } from 'zod'
import {
  actions,
  roleScopes,
  subjects,
  type AbilityRule,
  type Action,
  type Subject,
} from '../permissions/permissions'

/** The read-only permission matrix for auditors (issue 16, read Roles). */
export const permissionMatrixPaths = { matrix: '/api/v1/support/permission-matrix' } as const

/** The concrete actions a cell shows: 'manage' is every one of them. */
export const matrixActions = actions.filter((action) => action !== 'manage') as Exclude<Action, 'manage'>[]
/** The actions only invoices have (issue 31). */
const invoiceActions: readonly Action[] = ['send', 'record_payment']
/** The concrete actions that mean something on a subject: the invoices' own ones only on theirs. */
export const actionsOn = (subject: Subject) =>
  subject === 'Invoices' || subject === 'invoice_recipients'
    ? matrixActions
    : matrixActions.filter((action) => !invoiceActions.includes(action))
/** The concrete subjects a row shows: 'all' is every one of them. */
export const matrixSubjects = subjects.filter((subject) => subject !== 'all') as Exclude<Subject, 'all'>[]

export const permissionMatrixRowSchema = z.object({
  roleId: z.number().int(),
  role: z.string(),
  /** The role's row-level scope: the condition every granted action carries. */
  scope: z.enum(roleScopes),
  subject: z.enum(subjects),
  actions: z.array(z.enum(actions)),
  /** Where the grant comes from: 'role' (its own rules) or the names of its permissions. */
  grantedBy: z.array(z.string()),
})
export type PermissionMatrixRow = z.infer<typeof permissionMatrixRowSchema>

export const permissionMatrixSchema = z.object({ rows: z.array(permissionMatrixRowSchema) })
export type PermissionMatrix = z.infer<typeof permissionMatrixSchema>

/**
 * One role's rules as matrix rows: one per concrete subject it may act on, with the concrete actions
 * ('manage' and 'all' expanded), each rule remembered with its source. Pure, so the test proves it.
 */
export function matrixRowsOf(
  role: { roleId: number; role: string; scope: (typeof roleScopes)[number] },
  grants: Array<{ rule: AbilityRule; source: string }>,
): PermissionMatrixRow[] {
  const bySubject = new Map<Subject, { actions: Set<Action>; grantedBy: Set<string> }>()
  for (const { rule, source } of grants) {
    const ruleSubjects = rule.subject === 'all' ? matrixSubjects : [rule.subject]
    for (const subject of ruleSubjects) {
      // 'manage' is every action that means something on the subject (sending and recording payments are
      // the invoices' own).
      const ruleActions = rule.action === 'manage' ? actionsOn(subject) : [rule.action]
      const cell = bySubject.get(subject) ?? { actions: new Set<Action>(), grantedBy: new Set<string>() }
      for (const action of ruleActions) cell.actions.add(action)
      cell.grantedBy.add(source)
      bySubject.set(subject, cell)
    }
  }
  return matrixSubjects.flatMap((subject) => {
    const cell = bySubject.get(subject)
    if (!cell) return []
    return [
      {
        ...role,
        subject,
        actions: matrixActions.filter((action) => cell.actions.has(action)),
        grantedBy: [...cell.grantedBy].sort(),
      },
    ]
  })
}
