import { z } from 'zod'
import { fieldError } from '../common/errors'
import { versionSchema } from '../common/bounds'
import { multiLineText, singleLineText } from '../common/text'
import { bookingSchema, visitRequestSchema } from './field-visits'

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { message: fieldError('invalid_choice') })
const notes = (max = 2000) => multiLineText().trim().max(max).default('')
const name = () => singleLineText().trim().min(2, fieldError('required')).max(120)
const personRef = z.object({ id: z.number().int(), fullName: z.string() })

// The agent's form, step by step (address → dwelling → neighbourhood → people → income → photos → verdict).
export const dwellingTypes = ['casa', 'departamento', 'vecindad', 'cuarto', 'local_vivienda'] as const
export const dwellingOwnerships = ['propia', 'rentada', 'familiar', 'hipotecada', 'prestada'] as const
export const neighbourhoodLevels = ['bajo', 'medio', 'alto'] as const
export const incomeEvidenceKinds = [
  'recibos_nomina',
  'estados_cuenta',
  'negocio_visto',
  'inventario',
  'facturas',
  'ninguna',
] as const
export const visitVerdicts = ['favorable', 'desfavorable'] as const
export type VisitVerdict = (typeof visitVerdicts)[number]

export const visitReportSchema = z
  .object({
    addressConfirmed: z.boolean({ error: fieldError('required') }),
    addressNotes: notes(1000),
    dwellingType: choice(dwellingTypes),
    dwellingOwnership: choice(dwellingOwnerships),
    yearsAtAddress: z
      .number({ error: fieldError('invalid_value') })
      .int()
      .min(0)
      .max(99),
    neighbourhoodLevel: choice(neighbourhoodLevels),
    neighbourhood: notes(2000),
    peopleMet: z
      .array(z.object({ name: name(), relationship: name() }).strict())
      .max(10, fieldError('too_many', 10)),
    referencesVerified: z
      .array(z.object({ name: name(), confirmed: z.boolean(), notes: notes(500) }).strict())
      .max(10, fieldError('too_many', 10)),
    incomeEvidence: z
      .array(choice(incomeEvidenceKinds))
      .min(1, fieldError('required'))
      .max(incomeEvidenceKinds.length, fieldError('too_many', incomeEvidenceKinds.length))
      .refine((items) => new Set(items).size === items.length, fieldError('invalid_value')),
    incomeNotes: notes(1000),
    verdict: choice(visitVerdicts),
    notes: notes(2000),
  })
  .strict()
export type VisitReport = z.infer<typeof visitReportSchema>
/** The booking's version: reporting closes the booking (done). */
export const visitReportRequestSchema = visitReportSchema.extend({ version: versionSchema() }).strict()
export type VisitReportRequest = z.infer<typeof visitReportRequestSchema>

/** A photo: received by the server at `receivedAt`; `capturedAt` and the position are the browser's word. */
export const visitPhotoSchema = z.object({
  id: z.number().int(),
  bookingId: z.number().int(),
  fileName: z.string(),
  caption: z.string(),
  capturedAt: z.string().nullable(),
  receivedAt: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  accuracyMeters: z.number().nullable(),
  /**
   * Metres from the address's confirmed position (haversine), in the application file's visit tab; null
   * without the photo's GPS position or without a confirmed address position (and in the agent's own view).
   */
  distanceMeters: z.number().int().nullable(),
  /** True when the distance exceeds the installation's threshold (VISIT_DISTANCE_METERS). */
  farFromAddress: z.boolean(),
})
export type VisitPhoto = z.infer<typeof visitPhotoSchema>

/** The text fields sent before the photo's file (multipart), all optional. */
export const visitPhotoFieldsSchema = z
  .object({
    caption: singleLineText().trim().max(200).default(''),
    capturedAt: z.iso.datetime({ offset: true, error: fieldError('invalid_date') }).optional(),
    latitude: z.coerce
      .number({ error: fieldError('invalid_value') })
      .min(-90)
      .max(90)
      .optional(),
    longitude: z.coerce
      .number({ error: fieldError('invalid_value') })
      .min(-180)
      .max(180)
      .optional(),
    accuracy: z.coerce
      .number({ error: fieldError('invalid_value') })
      .min(0)
      .max(100_000)
      .optional(),
  })
  .strict()

// Physical-address research (spec "physics research"): desk findings about the address itself.
export const neighbourhoodRisks = ['bajo', 'medio', 'alto'] as const
export const researchResults = ['consistente', 'inconsistente', 'no_concluyente'] as const
export const addressResearchSchema = z
  .object({
    addressExists: z.boolean({ error: fieldError('required') }),
    addressMatches: z.boolean({ error: fieldError('required') }),
    mapsNotes: notes(2000),
    cadastralNotes: notes(2000),
    neighbourhoodRisk: choice(neighbourhoodRisks),
    result: choice(researchResults),
  })
  .strict()
/** `version` of the research being replaced; left out the first time. */
export const addressResearchRequestSchema = addressResearchSchema
  .extend({ version: versionSchema().optional() })
  .strict()
export type AddressResearchRequest = z.infer<typeof addressResearchRequestSchema>

// The analyst's validation of the reported visit (spec "credit visit").
export const visitValidationDecisions = ['accepted', 'revisit'] as const
export const visitValidationRequestSchema = z
  .object({
    requestId: z
      .number({ error: fieldError('required') })
      .int()
      .min(1),
    decision: choice(visitValidationDecisions),
    reason: multiLineText().trim().max(1000).default(''),
    version: versionSchema(),
  })
  .strict()
  .refine((value) => value.decision !== 'revisit' || value.reason.length >= 3, {
    path: ['reason'],
    message: fieldError('required'),
  })
export type VisitValidationRequest = z.infer<typeof visitValidationRequestSchema>

export const visitDetailSchema = z.object({
  booking: bookingSchema,
  report: visitReportSchema.extend({ submittedAt: z.string(), agent: personRef }).nullable(),
  photos: z.array(visitPhotoSchema),
})
export type VisitDetail = z.infer<typeof visitDetailSchema>

/**
 * Where the applicant's address is on the map: a pin an analyst confirmed (not the agent whose photos it
 * checks), for the address line it was confirmed on. `current` turns false when the address changed since.
 */
const coordinate = (limit: number) =>
  z
    .number({ error: fieldError('invalid_value') })
    .min(-limit, fieldError('invalid_value'))
    .max(limit, fieldError('invalid_value'))
export const addressPositionRequestSchema = z
  .object({
    latitude: coordinate(90),
    longitude: coordinate(180),
    /** null the first time, then the version read. */
    version: versionSchema().nullable(),
  })
  .strict()
export type AddressPositionRequest = z.infer<typeof addressPositionRequestSchema>
export const addressPositionSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  address: z.string(),
  current: z.boolean(),
  confirmedBy: personRef.nullable(),
  confirmedAt: z.string(),
  version: z.number().int(),
})
export type AddressPosition = z.infer<typeof addressPositionSchema>

/** Everything about the visit in the application file. */
export const applicationVisitSchema = z.object({
  requests: z.array(
    visitRequestSchema.extend({
      visits: z.array(visitDetailSchema),
      validation: z
        .object({
          decision: z.enum(visitValidationDecisions),
          reason: z.string(),
          validatedBy: personRef.nullable(),
          validatedAt: z.string(),
        })
        .nullable(),
    }),
  ),
  research: addressResearchSchema
    .extend({ researchedBy: personRef.nullable(), researchedAt: z.string(), version: z.number().int() })
    .nullable(),
  addressPosition: addressPositionSchema.nullable(),
  /** Beyond how many metres from the address a photo is flagged. */
  distanceThresholdMeters: z.number().int(),
})
export type ApplicationVisit = z.infer<typeof applicationVisitSchema>
