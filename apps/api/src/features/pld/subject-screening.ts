import { and, eq, inArray, ne } from 'drizzle-orm'
import {
  blockingListKinds,
  coSignerOf,
  personFullName,
  pldListKinds,
  type PldListKind,
  type PldScreeningPoint,
  type PldSubjectKind,
} from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { recordAudits } from '../audit'
import { applicationRecords } from '../credit-applications'
import { searchLists } from './list-search'
import { normalizeName } from './names'
import { pldAlerts } from './pld.schema'

/** A person to screen, as captured: the name and what identifies them beyond it. */
export interface Subject {
  kind: PldSubjectKind
  applicationId: number | null
  loanId: number | null
  name: string
  birthDate?: string | null
  rfc?: string | null
  curp?: string | null
}

const subjectKeyOf = (subject: Subject, tokens: string[]) =>
  `${subject.kind}:${subject.applicationId ?? `loan-${subject.loanId}`}:${tokens.join(' ')}`

/**
 * Screens one person against the lists and raises an alert per hit not raised before (the same subject,
 * name and listed entry are one alert: screening again at disbursement finds the alert of capture, a dismissed
 * one stays dismissed). Answers the subject's key, for callers that read the alerts back.
 */
export async function screenSubject(
  tx: Executor,
  subject: Subject,
  point: PldScreeningPoint,
  lists: readonly PldListKind[] = pldListKinds,
) {
  const tokens = normalizeName(subject.name)
  const subjectKey = subjectKeyOf(subject, tokens)
  const hits = await searchLists(tx, { tokens, ...subject }, lists)
  if (hits.length === 0) return subjectKey
  const raised = await tx
    .insert(pldAlerts)
    .values(
      hits.map((hit) => ({
        subjectKind: subject.kind,
        subjectKey,
        applicationId: subject.applicationId,
        loanId: subject.loanId,
        subjectName: subject.name,
        subjectBirthDate: subject.birthDate ?? null,
        subjectRfc: subject.rfc ?? null,
        subjectCurp: subject.curp ?? null,
        screeningPoint: point,
        list: hit.list,
        entryId: hit.entryId,
        listedExternalId: hit.listedExternalId,
        score: hit.score,
        match: hit.match,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: pldAlerts.id, list: pldAlerts.list, score: pldAlerts.score })
  await recordAudits(
    tx,
    raised.map((alert) => ({
      actorUserId: null,
      action: 'pld.alert_raised' as const,
      entityType: 'pld_alert',
      entityId: alert.id,
      data: { list: alert.list, score: alert.score, screeningPoint: point },
    })),
  )
  return subjectKey
}

/**
 * The application's people screened: the applicant (name, date of birth, RFC, CURP) and the co-signer
 * (obligado solidario: a name only). The application model has no co-borrowers yet; when it does, they
 * are screened here as `co_borrower`.
 */
export async function screenApplication(tx: Executor, applicationId: number, point: PldScreeningPoint) {
  const [row] = await tx
    .select({ applicant: applicationRecords.applicant, references: applicationRecords.references })
    .from(applicationRecords)
    .where(eq(applicationRecords.id, applicationId))
  if (!row) return
  const { applicant } = row
  await screenSubject(
    tx,
    {
      kind: 'applicant',
      applicationId,
      loanId: null,
      name: personFullName(applicant),
      birthDate: applicant.birthDate,
      rfc: applicant.rfc,
      curp: applicant.curp,
    },
    point,
  )
  const coSigner = coSignerOf(row.references as Array<{ role?: unknown; fullName?: unknown }>)
  if (coSigner && typeof coSigner.fullName === 'string')
    await screenSubject(
      tx,
      { kind: 'co_signer', applicationId, loanId: null, name: coSigner.fullName },
      point,
    )
}

/** Whether the application has an alert on a blocking list that no officer has dismissed (it holds fondeo). */
export async function hasBlockingAlert(db: Executor, applicationId: number) {
  const [found] = await db
    .select({ id: pldAlerts.id })
    .from(pldAlerts)
    .where(
      and(
        eq(pldAlerts.applicationId, applicationId),
        inArray(pldAlerts.list, [...blockingListKinds]),
        ne(pldAlerts.status, 'dismissed'),
      ),
    )
    .limit(1)
  return found !== undefined
}

/** The subject's alerts on a blocking list not dismissed (a payer's, read back after screening). */
export async function blockingAlertsOf(db: Executor, subjectKey: string) {
  return db
    .select({ id: pldAlerts.id })
    .from(pldAlerts)
    .where(
      and(
        eq(pldAlerts.subjectKey, subjectKey),
        inArray(pldAlerts.list, [...blockingListKinds]),
        ne(pldAlerts.status, 'dismissed'),
      ),
    )
}
