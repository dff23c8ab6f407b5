import { z } from 'zod'
import { versionSchema } from '../common/bounds'
import { fieldError } from '../common/errors'
import { singleLineText } from '../common/text'
import type { ConcentratingAccount } from '../payment-references/payment-references'
import { bankCodes } from '../allies/catalogs'

/**
 * The lender's identity and its Unidad Especializada de Atención a Usuarios (UNE) as installation data
 * (issue 33): every contract cover (carátula) and statement (estado de cuenta) prints them, as the CONDUSEF
 * transparency rules ask (Ley de Protección y Defensa al Usuario de Servicios Financieros, art. 50 Bis).
 * Administrators edit them; the API installs realistic demo values the first time they are read.
 */
export const lenderPaths = {
  /** GET the lender's identity and UNE (any signed-in staff); PUT new ones (administrators). */
  profile: '/api/v1/lender-profile',
} as const

const line = (max: number) =>
  singleLineText().trim().min(1, fieldError('required')).max(max, fieldError('too_long', max))

/** RFC of a legal person (persona moral): three letters, six digits of the date, three of homoclave. */
const rfcSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-ZÑ&]{3}\d{6}[A-Z\d]{3}$/, fieldError('invalid_value'))

export const uneSchema = z
  .object({
    /** The head of the UNE (titular), by name. */
    head: line(120),
    address: line(240),
    phone: line(40),
    email: singleLineText().trim().max(120, fieldError('too_long', 120)).email(fieldError('invalid_email')),
    /** Office hours, as the documents print them ("lunes a viernes de 9:00 a 18:00 h"). */
    hours: line(120),
  })
  .strict()
export type Une = z.infer<typeof uneSchema>

export const lenderIdentitySchema = z
  .object({
    /** Razón social, as it signs contracts. */
    legalName: line(160),
    /** The name on the documents' header. */
    shortName: line(60),
    rfc: rfcSchema,
    /** The lender's domicile, stated in the contract. */
    address: line(240),
    une: uneSchema,
  })
  .strict()
export type LenderIdentity = z.infer<typeof lenderIdentitySchema>

/** A run of exactly `length` digits (leading zeros kept: they are part of the code). */
const digits = (length: number) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${length}}$`), fieldError('invalid_value'))

/**
 * The concentrating account the loans' referenced CLABEs sit under (issue 35): its bank's ABM code, its
 * plaza, and the first digits of its 11-digit account; each loan's number fills the account's other digits
 * (payment-references.ts). One to six digits, so at least five are left: room for 99 999 loans or more.
 */
export const concentratingAccountSchema = z
  .object({
    /** A bank of the ABM catalog (the allies' CLABEs are checked against the same one). */
    bankCode: digits(3).refine((code) => !/^\d{3}$/.test(code) || bankCodes.has(code), {
      message: fieldError('unknown_reference'),
    }),
    plaza: digits(3),
    accountPrefix: z
      .string()
      .trim()
      .regex(/^\d{1,6}$/, fieldError('invalid_value')),
  })
  .strict() satisfies z.ZodType<ConcentratingAccount>

/**
 * The régimen fiscal a lender (a persona moral) may have in the SAT's c_RegimenFiscal: 601 general de ley,
 * 603 sin fines de lucro, 620 cooperativas, 622 AGAPES, 623 grupos de sociedades, 624 coordinados, 626 RESICO.
 */
export const lenderTaxRegimes = ['601', '603', '620', '622', '623', '624', '626'] as const

/**
 * What the lender's CFDI of interest and fees say of it beyond its RFC and name (issue 34): its régimen fiscal
 * and the postal code of the place of issue (LugarExpedicion). Absent from rows saved before: the standard.
 */
const lenderFiscalSchema = z
  .object({
    taxRegime: z.enum(lenderTaxRegimes, { message: fieldError('invalid_choice') }),
    expeditionPostalCode: digits(5),
  })
  .strict()
export type LenderFiscal = z.infer<typeof lenderFiscalSchema>

/** The lender's settings beside its identity: the account customers pay to, its fiscal data. */
const lenderSettingsSchema = lenderIdentitySchema.extend({
  concentratingAccount: concentratingAccountSchema,
  fiscal: lenderFiscalSchema,
})

export const lenderProfileSchema = lenderSettingsSchema.extend({
  version: z.number().int(),
  updatedAt: z.string().nullable(),
})
export type LenderProfile = z.infer<typeof lenderProfileSchema>
export type LenderSettings = z.infer<typeof lenderSettingsSchema>

/** PUT: the whole identity, and the version it replaces (a change meanwhile is a 409 stale_version). */
export const lenderProfileRequestSchema = lenderSettingsSchema.extend({ version: versionSchema() }).strict()
export type LenderProfileRequest = z.infer<typeof lenderProfileRequestSchema>

/** CONDUSEF's public contacts, the same for every lender (printed on covers and statements). */
export const CONDUSEF = {
  name: 'Comisión Nacional para la Protección y Defensa de los Usuarios de Servicios Financieros (CONDUSEF)',
  phones: ['55 5340 0999', '800 999 8080'],
  web: 'www.condusef.gob.mx',
} as const

/** The warnings (leyendas) the carátula of an individual credit contract carries, word for word. */
export const CREDIT_WARNINGS = [
  'Incumplir tus obligaciones te puede generar comisiones e intereses moratorios.',
  'Contratar créditos que excedan tu capacidad de pago afecta tu historial crediticio.',
  'El avalista, obligado solidario o coacreditado responderá como obligado principal frente a la Entidad Financiera.',
] as const
