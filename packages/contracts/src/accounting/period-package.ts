import { z } from 'zod'
import { fieldError } from '../common/errors'
import { periodSchema } from './ledger'

/*
 * A closed month's package (issue 34 item 4, docs/accounting.md "The month's package"): what the close stores
 * beside the lock — the trial balance (CSV and XLSX), the month's journal (CSV) and the SAT's electronic-
 * accounting files (catálogo CT, balanza BN, pólizas PL), named as the SAT asks (RFC + AAAA + MM + type).
 */
export const periodPackagePaths = {
  packages: '/api/v1/accounting/packages',
  file: '/api/v1/accounting/periods/:period/files/:name',
  zip: '/api/v1/accounting/periods/:period/package',
  /** The pólizas del periodo for a request of the SAT (its type and order or procedure number). */
  polizas: '/api/v1/accounting/periods/:period/polizas',
  /** A closed month's complementaria balanza (TipoEnvio C), once events of it were booked later. */
  complementaryBalanza: '/api/v1/accounting/periods/:period/complementary-balanza',
} as const

export const packageFileKinds = [
  'trial_balance_csv',
  'trial_balance_xlsx',
  'journal_csv',
  'sat_catalogo',
  'sat_balanza',
  'sat_polizas',
  'sat_balanza_complementaria',
] as const
export type PackageFileKind = (typeof packageFileKinds)[number]

export const packageFileSchema = z.object({
  name: z.string(),
  kind: z.enum(packageFileKinds),
  mediaType: z.string(),
  sizeBytes: z.number().int(),
  /** Hex SHA-256 of the stored bytes: what was sent can be proven to be what was closed. */
  sha256: z.string(),
})

export const periodPackageSchema = z.object({
  period: z.string(),
  generatedAt: z.string(),
  files: z.array(packageFileSchema),
})
export type PeriodPackage = z.infer<typeof periodPackageSchema>
/** The closed months with their packages, newest first. */
export const periodPackagesResponseSchema = z.object({ items: z.array(periodPackageSchema) })

/** A stored file's name: letters, digits, dot, dash and underscore (no path). */
export const packageFileParamsSchema = z.object({
  period: periodSchema,
  name: z
    .string()
    .regex(/^[A-Za-z0-9Ñ_.&-]{1,80}$/, fieldError('invalid_format'))
    .refine((name) => !name.includes('..'), fieldError('invalid_format')),
})

/**
 * The SAT's request for a month's pólizas (Anexo 24, PolizasPeriodo_1_3.xsd): TipoSolicitud AF (acto de
 * fiscalización) or FC (fiscalización compulsa) with the audit order's NumOrden (3 letters, 7 digits, "/", 2
 * digits: ABC1234567/16), DE (devolución) or CO (compensación) with the procedure's NumTramite (2 letters and 12
 * digits: AB123456789012); the other number is refused.
 */
export const polizasRequestTypes = ['AF', 'FC', 'DE', 'CO'] as const
export const polizasRequestQuerySchema = z
  .object({
    tipoSolicitud: z.enum(polizasRequestTypes),
    numOrden: z
      .string()
      .regex(/^[A-Z]{3}[0-9]{7}\/[0-9]{2}$/, fieldError('invalid_format'))
      .optional(),
    numTramite: z
      .string()
      .regex(/^[A-Z]{2}[0-9]{12}$/, fieldError('invalid_format'))
      .optional(),
  })
  .superRefine((query, context) => {
    const audit = query.tipoSolicitud === 'AF' || query.tipoSolicitud === 'FC'
    const [needed, other] = audit
      ? (['numOrden', 'numTramite'] as const)
      : (['numTramite', 'numOrden'] as const)
    if (!query[needed]) context.addIssue({ code: 'custom', path: [needed], message: fieldError('required') })
    if (query[other])
      context.addIssue({ code: 'custom', path: [other], message: fieldError('invalid_value') })
  })
export type PolizasRequest = z.infer<typeof polizasRequestQuerySchema>
