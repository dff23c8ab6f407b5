import { and, eq, isNull } from 'drizzle-orm'
import { documentChecklist, type DeliberationResume } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { allyDirectory } from '../allies'
import { applicationDocuments } from '../credit-applications'
import { listChecks } from '../automated-checks'
import type { ApplicationRow } from '../credit-applications'
import { latestReport } from '../credit-bureau'
import { capacityOf } from './policy-rules'
import { visitVerdictOf } from './visit-verdict'

interface ProductData {
  vehicle?: { make?: string; model?: string; version?: string; year?: number; priceCents?: number }
  terms?: { downPaymentCents?: number; termMonths?: number }
}

export const vehicleText = (application: ApplicationRow) => {
  const { vehicle } = application.productData as ProductData
  return [vehicle?.make, vehicle?.model, vehicle?.version, vehicle?.year].filter(Boolean).join(' ')
}

export const applicantName = (application: ApplicationRow) =>
  [application.applicant.firstNames, application.applicant.lastName1, application.applicant.lastName2]
    .filter(Boolean)
    .join(' ')

export async function allyNameOf(db: Executor, allyId: number) {
  const [ally] = await db
    .select({ name: allyDirectory.allyName })
    .from(allyDirectory)
    .where(eq(allyDirectory.id, allyId))
  return ally?.name ?? null
}

function addressText(address: Record<string, unknown> | null) {
  if (!address) return null
  const part = (key: string) => (typeof address[key] === 'string' ? (address[key] as string) : '')
  const street = [part('street'), part('exteriorNumber'), part('interiorNumber')].filter(Boolean).join(' ')
  return [street, part('neighborhood'), part('municipality'), part('state'), part('postalCode')]
    .filter(Boolean)
    .join(', ')
}

/** Each required document by its best status, counted (approved, pending, rejected, missing). */
async function documentCounts(db: Executor, application: ApplicationRow) {
  const docs = await db
    .select({ kind: applicationDocuments.kind, status: applicationDocuments.status })
    .from(applicationDocuments)
    .where(
      and(eq(applicationDocuments.applicationId, application.id), isNull(applicationDocuments.deletedAt)),
    )
  const counts = { required: 0, approved: 0, pending: 0, rejected: 0, missing: 0 }
  for (const kind of documentChecklist[application.product]) {
    counts.required++
    const statuses = new Set(docs.filter((doc) => doc.kind === kind).map((doc) => doc.status))
    if (statuses.has('approved')) counts.approved++
    else if (statuses.has('pending')) counts.pending++
    else if (statuses.has('rejected')) counts.rejected++
    else counts.missing++
  }
  return counts
}

/** The committee's one-page resume of an application: read from the features that own each part. */
export async function deliberationResume(
  db: Executor,
  application: ApplicationRow,
): Promise<DeliberationResume> {
  const [allyName, capacity, report, checks, documents, fieldVisit] = await Promise.all([
    allyNameOf(db, application.allyId),
    capacityOf(db, application.id),
    latestReport(db, application.id),
    listChecks(db, application.id),
    documentCounts(db, application),
    visitVerdictOf(db, application),
  ])
  const { vehicle, terms } = application.productData as ProductData
  const { applicant } = application
  return {
    contact: {
      fullName: applicantName(application),
      phone: applicant.mobilePhone || null,
      email: applicant.email || null,
      address: addressText(application.address),
      allyName,
    },
    product: {
      vehicle: vehicleText(application),
      vehicleYear: vehicle?.year ?? null,
      priceCents: vehicle?.priceCents ?? null,
      requestedAmountCents: application.requestedAmountCents,
      downPaymentCents: terms?.downPaymentCents ?? null,
      termMonths: terms?.termMonths ?? null,
    },
    fieldVisit,
    paymentCapacity: capacity && {
      verifiedIncomeCents: capacity.verifiedIncomeCents,
      freeIncomeCents: capacity.freeIncomeCents,
      debtToIncomeBps: capacity.debtToIncomeBps,
      maxPaymentCents: capacity.maxPaymentCents,
    },
    bureau: report?.summary ?? null,
    checks: checks.map((check) => ({
      name: check.name,
      status: check.status,
      overridden: check.override !== null,
    })),
    documents,
  }
}
