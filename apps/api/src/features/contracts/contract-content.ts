import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import {
  coSignerOf,
  type AuthorisedTerms,
  type ConditionKind,
  type ContractTerms,
  type CreditProduct,
} from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { allyDirectory } from '../allies'
import { LATE_INTEREST_FACTOR_BPS, quoteLoan, shareOf } from '../../lending'
import type { ApplicationRow } from '../credit-applications'
import { contractConditionsOf } from '../credit-decision'
import { paymentsOf } from './periodicity-text'

/** A condition of the committee's approval the contract binds the borrower to (issue 38). */
export interface ContractCondition {
  kind: ConditionKind
  value: number | null
  text: string
}

/** Everything the contract's words depend on, frozen at generation (stored with each version). */
export interface ContractContent {
  template: CreditProduct
  number: string
  borrower: {
    name: string
    curp: string
    rfc: string
    email: string
    phone: string
    address: string | null
  }
  ally: { name: string | null; legalName: string | null; rfc: string | null }
  vehicle: {
    make: string
    model: string
    version: string
    year: number | null
    vin: string
    priceCents: number | null
  }
  terms: ContractTerms
  /**
   * The committee's conditions (issue 38), present only when there are some: a contract without conditions
   * keeps the content, and so the fingerprint, it had before conditions reached the contract.
   */
  conditions?: ContractCondition[]
  /**
   * The co-signer (obligado solidario, aval) captured among the application's references (issue 38), present
   * only when there is one: the signature block names them; contracts without one keep their fingerprint.
   */
  coSigner?: { name: string; relationship: string }
}

const productCodes: Record<CreditProduct, string> = { auto: 'AUT', seminuevo: 'SEM', moto: 'MOT' }

/** One number per application, kept by every version: MESA-AUT-10023. */
export const contractNumberOf = (application: Pick<ApplicationRow, 'product' | 'folio'>) =>
  `MESA-${productCodes[application.product]}-${application.folio}`

type QuotedTerms = Pick<
  ContractTerms,
  | 'amountCents'
  | 'annualRateBps'
  | 'termMonths'
  | 'periodicity'
  | 'termPeriods'
  | 'openingFeeBps'
  | 'insuranceMonthlyCents'
  | 'firstDueDate'
>

/** The one loan engine's quote of a set of terms (authorised, or frozen in a version). */
const quoteOf = (terms: QuotedTerms) =>
  quoteLoan({
    amountCents: terms.amountCents,
    annualRateBps: terms.annualRateBps,
    termMonths: paymentsOf(terms).count,
    periodicity: paymentsOf(terms).periodicity,
    openingFeeBps: terms.openingFeeBps,
    insuranceMonthlyCents: terms.insuranceMonthlyCents,
    firstDueDate: terms.firstDueDate ?? undefined,
  })

/** The carátula's figures: the authorised terms through the one loan engine, plus the moratory rate. */
export function contractTermsOf(terms: AuthorisedTerms, vehiclePriceCents: number | null): ContractTerms {
  // A monthly loan's content stays as it was before periodicity (and so its fingerprint).
  const periodic =
    terms.periodicity === 'monthly' ? {} : { periodicity: terms.periodicity, termPeriods: terms.termPeriods }
  const quote = quoteOf({ ...terms, ...periodic })
  return {
    amountCents: terms.amountCents,
    downPaymentCents: terms.downPaymentCents,
    vehiclePriceCents,
    termMonths: terms.termMonths,
    ...periodic,
    annualRateBps: terms.annualRateBps,
    moratoryRateBps: shareOf(terms.annualRateBps, LATE_INTEREST_FACTOR_BPS),
    openingFeeBps: terms.openingFeeBps,
    openingFeeCents: quote.openingFeeCents,
    openingFeeIvaCents: quote.openingFeeIvaCents,
    openingFeeTreatment: terms.openingFeeTreatment,
    insuranceMonthlyCents: terms.insuranceMonthlyCents,
    paymentCents: quote.paymentCents,
    paymentWithIvaCents: quote.paymentWithIvaCents,
    totalInterestCents: quote.totalInterestCents,
    totalIvaCents: quote.totalIvaCents,
    totalInsuranceCents: quote.totalInsuranceCents,
    totalPaidCents: quote.totalPaidCents,
    // Issue 30: the fee leaves the disbursement only when the policy deducts it.
    netDisbursedCents: terms.openingFeeTreatment === 'deducted' ? quote.netDisbursedCents : terms.amountCents,
    catPct: quote.catPct,
    firstDueDate: terms.firstDueDate,
  }
}

/** The schedule a version states, recomputed from its frozen terms (the engine is deterministic). */
export const scheduleOf = (terms: ContractTerms) => quoteOf(terms).schedule

const text = (value: unknown) => (typeof value === 'string' ? value : '')

function addressText(address: Record<string, unknown> | null) {
  if (!address) return null
  const street = [text(address.street), text(address.exteriorNumber), text(address.interiorNumber)]
    .filter(Boolean)
    .join(' ')
  const parts = [street, text(address.neighborhood), text(address.municipality), text(address.state)]
  const postal = text(address.postalCode)
  return [...parts, postal ? `C.P. ${postal}` : ''].filter(Boolean).join(', ') || null
}

export const personName = (application: ApplicationRow) =>
  [application.applicant.firstNames, application.applicant.lastName1, application.applicant.lastName2]
    .filter(Boolean)
    .join(' ')

interface VehicleData {
  vehicle?: {
    make?: string
    model?: string
    version?: string
    year?: number
    vin?: string
    priceCents?: number
  }
}

export const vehicleTextOf = (application: ApplicationRow) => {
  const { vehicle } = application.productData as VehicleData
  return [vehicle?.make, vehicle?.model, vehicle?.version, vehicle?.year].filter(Boolean).join(' ')
}

/** The co-signer the references name, as the contract states them (nothing when none was captured). */
const coSignerContent = (application: ApplicationRow): Pick<ContractContent, 'coSigner'> => {
  const person = coSignerOf(application.references)
  return person ? { coSigner: { name: text(person.fullName), relationship: text(person.relationship) } } : {}
}

/** The content of a contract for the application under the given terms, and its fingerprint. */
export async function contentOf(db: Executor, application: ApplicationRow, terms: AuthorisedTerms) {
  const [[ally], conditions] = await Promise.all([
    db
      .select({ name: allyDirectory.allyName, legalName: allyDirectory.legalName, rfc: allyDirectory.rfc })
      .from(allyDirectory)
      .where(eq(allyDirectory.id, application.allyId)),
    contractConditionsOf(db, application.id),
  ])
  const { vehicle } = application.productData as VehicleData
  const priceCents = vehicle?.priceCents ?? null
  const content: ContractContent = {
    template: application.product,
    number: contractNumberOf(application),
    borrower: {
      name: personName(application),
      curp: application.curp,
      rfc: application.rfc,
      email: application.applicant.email ?? '',
      phone: application.mobilePhone,
      address: addressText(application.address),
    },
    ally: { name: ally?.name ?? null, legalName: ally?.legalName ?? null, rfc: ally?.rfc ?? null },
    vehicle: {
      make: vehicle?.make ?? '',
      model: vehicle?.model ?? '',
      version: vehicle?.version ?? '',
      year: vehicle?.year ?? null,
      vin: vehicle?.vin ?? '',
      priceCents,
    },
    terms: contractTermsOf(terms, priceCents),
    ...(conditions.length > 0 ? { conditions } : {}),
    ...coSignerContent(application),
  }
  // Built in a fixed key order, so the same inputs always give the same text and the same digest.
  const digest = createHash('sha256').update(JSON.stringify(content)).digest('hex')
  return { content, digest }
}
