import type { applicationSectionSchemas } from '@mesa/contracts'
import {
  mayWorkStage,
  isWorkingStage,
  advanceDataSchemas,
  documentChecklist,
  fieldError,
  workingStages,
  type AbilityRule,
  type CreditProduct,
  type DocumentKind,
  type ErrorCode,
  type Stage,
  type TransitionName,
  type WorkingStage,
} from '@mesa/contracts'
import type { z } from 'zod'
import { fieldErrorsOf } from '../../lib/zod-errors'

/** What the workflow needs to know about an application to decide a move. */
export interface WorkflowApplication {
  stage: Stage
  product: CreditProduct
  ownerUserId: number | null
  address: unknown
  work: unknown
  finance: unknown
  references: unknown[]
  vehiclePriceCents: number
  requestedAmountCents: number
  downPaymentCents: number
  documents: Array<{ kind: DocumentKind; status: 'pending' | 'approved' | 'rejected' }>
  workflow: Record<string, unknown>
  /** Gates other features registered on this stage that do not hold now (`stage-hooks.ts`). */
  failingGates?: Array<{ id: string; message: string }>
}

export interface Guard {
  id: string
  /** Shown to the user when the guard stops a move. */
  message: string
  holds: (application: WorkflowApplication) => boolean
}

/** Who works each stage is contracts `stageWorkerPermissions` (`mayWorkStage`), shared with the web. */
interface StageRule {
  /** What must be true to leave the stage forwards. */
  guards: Guard[]
  /** May go back to the previous stage (with a reason). */
  canReturn: boolean
  /** May be rejected (with a reason); after the contract only cancellation remains. */
  canReject: boolean
  canCancel: boolean
  /** Info sections its workers may edit. */
  editableSections: Array<keyof typeof applicationSectionSchemas>
  /** Documents are approved or rejected in this stage (and only in it). */
  reviewsDocuments?: true
}

const requiredKinds = (application: WorkflowApplication) => documentChecklist[application.product]
const hasDocument = (application: WorkflowApplication, kind: DocumentKind, statuses: string[]) =>
  application.documents.some((document) => document.kind === kind && statuses.includes(document.status))

const guards = {
  fileComplete: {
    id: 'file_complete',
    message: 'Capture the address, work, finance and at least two references',
    holds: (a) => Boolean(a.address && a.work && a.finance) && a.references.length >= 2,
  },
  documentsUploaded: {
    id: 'documents_uploaded',
    message: 'Upload every required document of the checklist',
    holds: (a) => requiredKinds(a).every((kind) => hasDocument(a, kind, ['pending', 'approved'])),
  },
  hasOwner: {
    id: 'has_owner',
    message: 'An analyst must take the application first',
    holds: (a) => a.ownerUserId !== null,
  },
  documentsApproved: {
    id: 'documents_approved',
    message: 'Approve every required document of the checklist',
    holds: (a) => requiredKinds(a).every((kind) => hasDocument(a, kind, ['approved'])),
  },
  termsConsistent: {
    id: 'terms_consistent',
    message: 'The amount plus the down payment must not exceed the vehicle price',
    holds: (a) => a.requestedAmountCents + a.downPaymentCents <= a.vehiclePriceCents,
  },
} satisfies Record<string, Guard>

/**
 * The workflow of docs/domain.md in one table: each stage's guards, editable sections and
 * allowed side moves. Adding a stage is one entry here plus its name in the contracts.
 */
export const workflowTable: Record<WorkingStage, StageRule> = {
  captura: {
    guards: [guards.fileComplete, guards.documentsUploaded],
    canReturn: false,
    canReject: true,
    canCancel: true,
    editableSections: ['applicant', 'address', 'work', 'finance', 'references', 'product', 'additional'],
  },
  analisis: {
    guards: [guards.hasOwner],
    canReturn: true,
    canReject: true,
    canCancel: true,
    editableSections: ['applicant', 'address', 'work', 'finance', 'references', 'additional'],
  },
  validacion: {
    guards: [guards.documentsApproved],
    canReturn: true,
    canReject: true,
    canCancel: true,
    editableSections: ['applicant', 'address', 'work', 'references', 'additional'],
    reviewsDocuments: true,
  },
  visita: {
    guards: [],
    canReturn: true,
    canReject: true,
    canCancel: true,
    editableSections: ['address', 'work', 'additional'],
  },
  deliberacion: {
    guards: [],
    canReturn: true,
    canReject: true,
    canCancel: true,
    editableSections: ['additional'],
  },
  autorizacion: {
    guards: [guards.termsConsistent],
    canReturn: true,
    canReject: true,
    canCancel: true,
    editableSections: ['product', 'additional'],
  },
  contrato: {
    guards: [],
    canReturn: true,
    canReject: false,
    canCancel: true,
    editableSections: ['additional'],
  },
  fondeo: {
    guards: [],
    canReturn: true,
    canReject: false,
    canCancel: true,
    editableSections: ['additional'],
  },
  poliza: {
    guards: [],
    canReturn: true,
    canReject: false,
    canCancel: false,
    editableSections: ['additional'],
  },
  activo: {
    // Leaving activo is loan servicing's `paid_off` gate (registered by that feature): the balance is zero.
    guards: [],
    canReturn: false,
    canReject: false,
    canCancel: false,
    editableSections: ['additional'],
  },
}

/** The stage after this one; activo ends in liquidada. */
export function nextStage(stage: WorkingStage): Stage {
  const index = workingStages.indexOf(stage)
  return workingStages[index + 1] ?? 'liquidada'
}

export function previousStage(stage: WorkingStage): WorkingStage | null {
  const index = workingStages.indexOf(stage)
  return index > 0 ? workingStages[index - 1]! : null
}

export interface TransitionOption {
  transition: TransitionName
  to: Stage
  blockedBy: string[]
  needsReason: boolean
}

/** The moves the user may make from the application's stage, each with what (if anything) blocks it now. */
export function transitionOptions(
  application: WorkflowApplication,
  rules: AbilityRule[],
): TransitionOption[] {
  const { stage } = application
  if (!isWorkingStage(stage) || !mayWorkStage(rules, stage, application.product)) return []
  const rule = workflowTable[stage]
  const options: TransitionOption[] = [
    {
      transition: 'advance',
      to: nextStage(stage),
      // Guard ids (`file_complete`, ...): the web words them through its i18n keys `guards.<id>`.
      blockedBy: [
        ...rule.guards.filter((guard) => !guard.holds(application)).map((guard) => guard.id),
        ...(application.failingGates ?? []).map((gate) => gate.id),
      ],
      needsReason: false,
    },
  ]
  const back = previousStage(stage)
  if (rule.canReturn && back)
    options.push({ transition: 'return', to: back, blockedBy: [], needsReason: true })
  if (rule.canReject)
    options.push({ transition: 'reject', to: 'rechazada', blockedBy: [], needsReason: true })
  if (rule.canCancel)
    options.push({ transition: 'cancel', to: 'cancelada', blockedBy: [], needsReason: true })
  return options
}

export type TransitionOutcome =
  | { ok: true; to: Stage; recorded: Record<string, unknown> }
  | { ok: false; status: 400 | 403 | 409; code: ErrorCode; message: string; errors: Record<string, string[]> }

/**
 * Decides a move: permission, allowed from this stage, reason where needed, the data the stage
 * records (validated), and the guards. Pure: the caller writes the outcome and its audit event.
 */
export function decideTransition(
  application: WorkflowApplication,
  rules: AbilityRule[],
  request: { transition: TransitionName; reason?: string | undefined; data: Record<string, unknown> },
): TransitionOutcome {
  const { stage } = application
  if (!isWorkingStage(stage)) {
    return {
      ok: false,
      status: 409,
      code: 'wrong_stage',
      message: `A ${stage} application cannot move`,
      errors: { transition: [fieldError('wrong_stage')] },
    }
  }
  if (!mayWorkStage(rules, stage, application.product)) {
    return {
      ok: false,
      status: 403,
      code: 'forbidden',
      message: `You may not work applications in ${stage}`,
      errors: {},
    }
  }
  const option = transitionOptions(application, rules).find(
    (candidate) => candidate.transition === request.transition,
  )
  if (!option) {
    return {
      ok: false,
      status: 409,
      code: 'wrong_stage',
      message: `${request.transition} is not possible from ${stage}`,
      errors: { transition: [fieldError('wrong_stage')] },
    }
  }
  if (option.needsReason && (request.reason?.trim().length ?? 0) < 3) {
    return {
      ok: false,
      status: 400,
      code: 'invalid_input',
      message: 'Say why',
      errors: { reason: [fieldError('required')] },
    }
  }
  let recorded: Record<string, unknown> = {}
  if (request.transition === 'advance') {
    const schema: z.ZodType = advanceDataSchemas[stage]
    const parsed = schema.safeParse(request.data)
    if (!parsed.success) {
      const errors = fieldErrorsOf(parsed.error, ['data'])
      return { ok: false, status: 400, code: 'invalid_input', message: 'Invalid input', errors }
    }
    recorded = parsed.data as Record<string, unknown>
  }
  if (option.blockedBy.length > 0) {
    return {
      ok: false,
      status: 409,
      code: 'guard_failed',
      message: [...workflowTable[stage].guards, ...(application.failingGates ?? [])]
        .filter((guard) => option.blockedBy.includes(guard.id))
        .map((guard) => guard.message)
        .join('; '),
      errors: { guard: option.blockedBy },
    }
  }
  return { ok: true, to: option.to, recorded }
}

/** True when the workflow table names this stage for document review. */
export const reviewsDocuments = (stage: Stage) =>
  isWorkingStage(stage) && workflowTable[stage].reviewsDocuments === true

export function editableSectionsFor(
  application: Pick<WorkflowApplication, 'stage' | 'product'>,
  rules: AbilityRule[],
) {
  if (!isWorkingStage(application.stage) || !mayWorkStage(rules, application.stage, application.product))
    return []
  return workflowTable[application.stage].editableSections
}
