import { z } from 'zod'
import { fieldError } from '../common/errors'
import { multiLineText } from '../common/text'
import { creditProducts } from '../permissions/permissions'

/** The stages of a credit application, in order (docs/domain.md, stages), then the side exits and the end. */
export const workingStages = [
  'captura',
  'analisis',
  'validacion',
  'visita',
  'deliberacion',
  'autorizacion',
  'contrato',
  'fondeo',
  'poliza',
  'activo',
] as const
export const closedStages = ['liquidada', 'rechazada', 'cancelada'] as const
export const stages = [...workingStages, ...closedStages] as const
export type Stage = (typeof stages)[number]
export type WorkingStage = (typeof workingStages)[number]
export const stageSchema = z.enum(stages)

export const creditProductSchema = z.enum(creditProducts)

/** Hours an application may stay in a stage before it is overdue (work-queue marks). */
export const stageTargetHours: Record<WorkingStage, number> = {
  captura: 72,
  analisis: 24,
  validacion: 24,
  visita: 72,
  deliberacion: 48,
  autorizacion: 24,
  contrato: 72,
  fondeo: 48,
  poliza: 48,
  activo: Number.POSITIVE_INFINITY,
}

/**
 * The moves between stages. 'advance' goes to the next stage; the others are named moves.
 * Which moves are allowed, their guards and the permission each needs live in the API's workflow table.
 */
export const transitions = ['advance', 'return', 'reject', 'cancel'] as const
export type TransitionName = (typeof transitions)[number]
export const transitionNameSchema = z.enum(transitions)

/** What each advance records, by the stage it leaves; checked by the API before the move. */
export const advanceDataSchemas = {
  captura: z.object({}).strict(),
  analisis: z.object({ opinion: multiLineText().trim().min(3, fieldError('required')).max(2000) }).strict(),
  validacion: z.object({}).strict(),
  // The visit's report and its validation live in the field-visits records (gate field_visit_recorded).
  visita: z.object({}).strict(),
  // The committee's votes and decision live in credit-decision; its gate committee_decided guards the move.
  deliberacion: z.object({}).strict(),
  autorizacion: z.object({}).strict(),
  // The signed contract lives in the contracts feature; its gate `contract_signed` guards the move.
  contrato: z.object({}).strict(),
  // The funder's line and the SPEI disbursement live in the funding feature; its gate `funded` guards the move.
  fondeo: z.object({}).strict(),
  // The bound policy lives in the insurance feature; its gate `policy_bound` guards the move.
  poliza: z.object({}).strict(),
  activo: z.object({}).strict(),
} satisfies Record<WorkingStage, z.ZodType>

/** Document checklist per product: what captura must collect and validacion must approve. */
export const documentKinds = [
  'identificacion',
  'comprobante_domicilio',
  'comprobante_ingresos',
  'estado_cuenta',
  'solicitud_firmada',
  'factura_vehiculo',
  'licencia_conducir',
  'otro',
] as const
export type DocumentKind = (typeof documentKinds)[number]
export const documentKindSchema = z.enum(documentKinds)

export const documentChecklist: Record<(typeof creditProducts)[number], DocumentKind[]> = {
  auto: [
    'identificacion',
    'comprobante_domicilio',
    'comprobante_ingresos',
    'estado_cuenta',
    'solicitud_firmada',
  ],
  seminuevo: [
    'identificacion',
    'comprobante_domicilio',
    'comprobante_ingresos',
    'estado_cuenta',
    'solicitud_firmada',
    'factura_vehiculo',
  ],
  moto: ['identificacion', 'comprobante_domicilio', 'comprobante_ingresos', 'licencia_conducir'],
}

export const documentStatuses = ['pending', 'approved', 'rejected'] as const
export const documentStatusSchema = z.enum(documentStatuses)
