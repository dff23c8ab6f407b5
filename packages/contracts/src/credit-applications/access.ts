import type { AbilityRule, CreditProduct, Permission, Subject } from '../permissions/permissions'
import { rulesAllow } from '../permissions/rule-predicates'
import { workingStages, type Stage, type WorkingStage } from './stages'

/*
 * Who may do what with a credit application, as pure functions of the CASL rules (docs/domain.md, docs/security.md):
 * the API guards with them and the web shows or hides the same actions with them. Row scope (which
 * applications a person sees: own, linked allies, or all) stays server-side.
 */

/** Spec §2: the application screen needs read on any of these; the assist subject is per product. */
export const creditApplicationReadPermissions = (product: CreditProduct): Permission[] =>
  (['analysis', 'purchase', 'partners', 'credit_application_file', 'vin', `${product}_assist`] as const).map(
    (subject) => ({ action: 'read', subject }) as Permission,
  )

/** Whether the rules let the user open an application of this product (read on any of the subjects). */
export const mayOpenCreditApplication = (rules: readonly AbilityRule[], product: CreditProduct) =>
  creditApplicationReadPermissions(product).some((permission) => rulesAllow(rules, permission))

/** Capturing a new application: create on Documentos (every product) or on the product's assist subject. */
export const mayCaptureCreditApplication = (rules: readonly AbilityRule[], product: CreditProduct) =>
  rulesAllow(rules, { action: 'create', subject: 'Documentos' }) ||
  rulesAllow(rules, { action: 'create', subject: `${product}_assist` })

/**
 * Issue 38: capturing a second credit for a customer with a live application or active loan (a second car, a
 * renewal) is a head-office call: those who capture for every ally (update Documentos) or assign files.
 * Ally-side sellers are refused and ask head office.
 */
export const mayConfirmDuplicateApplication = (rules: readonly AbilityRule[]) =>
  rulesAllow(rules, { action: 'update', subject: 'Documentos' }) ||
  rulesAllow(rules, { action: 'assign', subject: 'credit_application_file' })

/** The application lists (and the views built on them: loans, portfolio, exports): read on Documentos. */
export const applicationListReader: Permission = { action: 'read', subject: 'Documentos' }

/** Capturing an application of any product: create on Documentos or on some product's assist subject. */
export const applicationCapturePermissions = (products: readonly CreditProduct[]): Permission[] => [
  { action: 'create', subject: 'Documentos' },
  ...products.map((product) => ({ action: 'create', subject: `${product}_assist` }) as Permission),
]

/** Approving or rejecting an application's document (the control desk). */
export const documentReviewer: Permission = { action: 'update', subject: 'Admin' }

/** Taking or reassigning an application someone else owns (docs/security.md): an explicit right. */
export const assignCreditApplications: Permission = { action: 'assign', subject: 'credit_application_file' }

export const mayAssignCreditApplications = (rules: readonly AbilityRule[]) =>
  rulesAllow(rules, assignCreditApplications)

const update = (...subjects: Subject[]) =>
  subjects.map((subject) => ({ action: 'update', subject }) as Permission)

/** Who works each stage (advance, return, reject, cancel, assignment, edits): update on any of these. */
export const stageWorkerPermissions: Record<WorkingStage, (product: CreditProduct) => Permission[]> = {
  captura: (product) => update('Documentos', `${product}_assist`),
  analisis: () => update('analysis'),
  validacion: () => update('Admin'),
  visita: () => update('analysis'),
  deliberacion: () => update('purchase'),
  autorizacion: () => update('purchase'),
  contrato: () => update('contrato'),
  fondeo: () => update('fondeo'),
  poliza: () => update('poliza'),
  activo: () => update('credit_application_file'),
}

export const isWorkingStage = (stage: Stage): stage is WorkingStage =>
  (workingStages as readonly string[]).includes(stage)

/** True when the rules let the user work applications of this product in this stage (never a closed one). */
export function mayWorkStage(rules: readonly AbilityRule[], stage: Stage, product: CreditProduct): boolean {
  if (!isWorkingStage(stage)) return false
  return stageWorkerPermissions[stage](product).some((permission) => rulesAllow(rules, permission))
}

/**
 * Whether the user may take or hand on an application with this owner: one nobody owns or their own by
 * working its stage (checked apart), one someone else owns only with the assign right.
 */
export const mayTakeCreditApplication = (
  rules: readonly AbilityRule[],
  owner: { id: number } | null,
  myUserId: number | undefined,
) => owner === null || owner.id === myUserId || mayAssignCreditApplications(rules)
