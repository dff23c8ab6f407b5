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
} as const

export const packageFileKinds = [
  'trial_balance_csv',
  'trial_balance_xlsx',
  'journal_csv',
  'sat_catalogo',
  'sat_balanza',
  'sat_polizas',
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
