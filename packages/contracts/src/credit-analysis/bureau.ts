import { z } from 'zod'
import { boundedDateSchema, idSchema } from '../common/bounds'
import { fieldError } from '../common/errors'
import { multiLineText } from '../common/text'
import { listEnvelope } from '../common/list-envelope'

/**
 * The credit bureau (Buró de Crédito) area of an application: the applicant's consent, the stored person
 * report (sections general, addresses, jobs, credits, queries) and its summary. Money in centavos.
 */
export const creditAnalysisPaths = {
  bureau: '/api/v1/credit-applications/:origin/:id/bureau',
  bureauConsent: '/api/v1/credit-applications/:origin/:id/bureau/consent',
  bureauPulls: '/api/v1/credit-applications/:origin/:id/bureau/pulls',
  checks: '/api/v1/credit-applications/:origin/:id/checks',
  checkRuns: '/api/v1/credit-applications/:origin/:id/checks/runs',
  checkOverride: '/api/v1/credit-applications/:origin/:id/checks/:check/override',
  blacklist: '/api/v1/blacklist',
  blacklistEntry: '/api/v1/blacklist/:id',
  /** Issue 36: the month's bureau pulls and what they cost, by ally. */
  bureauPullCosts: '/api/v1/credit-bureau/pull-costs',
} as const

/** A report is reused for this many days; a new pull within them needs an analyst's reason. */
export const BUREAU_REUSE_DAYS = 30
/** The applicant's authorisation lasts three years (Ley para Regular las Sociedades de Información Crediticia, art. 28). */
export const BUREAU_CONSENT_YEARS = 3

/**
 * The wordings of the authorisation the applicant signs before a consultation, by version (the consent records
 * which one was signed). The text is the customary one of the Reglas Generales a las que deberán sujetarse las
 * Sociedades de Información Crediticia; `{lender}` is the lender's legal name. A new wording gets a new version;
 * consents keep theirs.
 */
export const bureauConsentTexts = {
  '2026-01':
    'Por este conducto autorizo expresamente a {lender} para que, por conducto de sus funcionarios facultados, ' +
    'lleve a cabo investigaciones sobre mi comportamiento crediticio en las Sociedades de Información Crediticia ' +
    'que estime conveniente. Declaro que conozco la naturaleza y el alcance de la información que se solicitará, ' +
    'del uso que {lender} hará de ella y de que podrá realizar consultas periódicas de mi historial crediticio, ' +
    'y consiento que esta autorización tenga una vigencia de tres años contados a partir de la fecha de su ' +
    'firma y, en todo caso, durante el tiempo que mantengamos una relación jurídica.',
} as const
export type BureauConsentTextVersion = keyof typeof bureauConsentTexts
export const BUREAU_CONSENT_TEXT_VERSION: BureauConsentTextVersion = '2026-01'
const consentTextVersions = Object.keys(bureauConsentTexts) as [BureauConsentTextVersion]

export const bureauCreditSchema = z.object({
  grantor: z.string(),
  /** I installment (pagos fijos), R revolving, M mortgage, O open. */
  accountType: z.enum(['I', 'R', 'M', 'O']),
  /** The product: AU auto, TC credit card, PP personal loan, HI mortgage, CL telecom, ... */
  creditType: z.string(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  limitCents: z.number().int(),
  balanceCents: z.number().int(),
  pastDueCents: z.number().int(),
  monthlyPaymentCents: z.number().int(),
  currentMop: z.string(),
  /** 24 two-character MOP codes, most recent month first, separated by nothing ("01010102..."). */
  paymentHistory: z.string(),
})
export type BureauCredit = z.infer<typeof bureauCreditSchema>

export const bureauReportDataSchema = z.object({
  general: z.object({
    name: z.string(),
    rfc: z.string(),
    curp: z.string(),
    birthDate: z.string(),
    score: z.number().int().nullable(),
    scoreReasons: z.array(z.object({ code: z.string(), description: z.string() })),
  }),
  addresses: z.array(
    z.object({
      street: z.string(),
      neighborhood: z.string(),
      municipality: z.string(),
      state: z.string(),
      postalCode: z.string(),
      reportedAt: z.string(),
    }),
  ),
  jobs: z.array(
    z.object({ employer: z.string(), position: z.string(), startedAt: z.string(), reportedAt: z.string() }),
  ),
  credits: z.array(bureauCreditSchema),
  queries: z.array(z.object({ grantor: z.string(), creditType: z.string(), queriedAt: z.string() })),
})
export type BureauReportData = z.infer<typeof bureauReportDataSchema>

export const bureauSummarySchema = z.object({
  score: z.number().int().nullable(),
  openAccounts: z.number().int(),
  totalBalanceCents: z.number().int(),
  monthlyPaymentsCents: z.number().int(),
  pastDueCents: z.number().int(),
  /** The worst MOP in the last 12 and 24 months (as a number: 1 current … 9 write-off; 0 none rated). */
  worstMop12: z.number().int(),
  worstMop24: z.number().int(),
  queries6Months: z.number().int(),
})
export type BureauSummary = z.infer<typeof bureauSummarySchema>

const personRef = z.object({ id: z.number().int(), fullName: z.string() }).nullable()

export const bureauAreaSchema = z.object({
  consent: z
    .object({
      authorizedAt: z.string(),
      documentId: z.number().int(),
      documentName: z.string(),
      recordedBy: personRef,
      recordedAt: z.string(),
      /** The wording the applicant signed, with the lender's name in it. */
      legalTextVersion: z.enum(consentTextVersions),
      legalText: z.string(),
    })
    .nullable(),
  /** The wording a new consent is recorded against (shown beside the form). */
  consentText: z.object({ version: z.enum(consentTextVersions), text: z.string() }),
  report: z
    .object({
      id: z.number().int(),
      provider: z.string(),
      folio: z.string(),
      pulledAt: z.string(),
      forced: z.boolean(),
      forceReason: z.string().nullable(),
      requestedBy: personRef,
      summary: bureauSummarySchema,
      data: bureauReportDataSchema,
    })
    .nullable(),
  /** A pull is queued or running. */
  pending: z.boolean(),
  /** The last pull failed (the message is for the analyst). */
  lastError: z.string().nullable(),
  /** Before this instant a new pull needs force and a reason. */
  reuseUntil: z.string().nullable(),
})
export type BureauArea = z.infer<typeof bureauAreaSchema>

export const bureauConsentRequestSchema = z
  .object({
    authorizedAt: boundedDateSchema(),
    documentId: idSchema(),
    /** The wording the signed document carries; the current one when left out. */
    legalTextVersion: z.enum(consentTextVersions).default(BUREAU_CONSENT_TEXT_VERSION),
  })
  .strict()

export const bureauPullRequestSchema = z
  .object({
    force: z.boolean().default(false),
    reason: multiLineText().trim().max(500).optional(),
  })
  .strict()
  .refine((body) => !body.force || (body.reason?.length ?? 0) >= 5, {
    path: ['reason'],
    message: fieldError('too_short', 5),
  })

/** The month asked for (`YYYY-MM`) in the pulls' cost report. */
export const bureauPullCostQuerySchema = z.object({
  period: z
    .string({ error: fieldError('required') })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, fieldError('invalid_format')),
})

/** The pulls done in a month (Mexico City time) and their cost, by ally; each pull costs the price when it was made. */
export const bureauPullCostsSchema = listEnvelope(
  z.object({
    allyId: z.number().int(),
    allyName: z.string(),
    pulls: z.number().int(),
    costCents: z.number().int(),
  }),
  { pulls: z.number().int(), costCents: z.number().int(), priceCents: z.number().int() },
)
export type BureauPullCosts = z.infer<typeof bureauPullCostsSchema>
