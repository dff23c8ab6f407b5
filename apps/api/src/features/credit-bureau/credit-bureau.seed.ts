import { asc, inArray } from 'drizzle-orm'
import { curpCheckDigit, type Stage } from '@mesa/contracts'
import type { Database } from '../../db/client'
import {
  applicationDocuments as documents,
  applicationRecords as applications,
  retypeCurp,
} from '../credit-applications'
import {
  creditBureauConsents as consents,
  creditBureauPulls as pulls,
  creditBureauSandboxPersons as sandboxPersons,
} from './credit-bureau.schema'
import { summariseReport } from './bureau-summary'
import { registeredPerson } from './sandbox-persons'
import { registerSandboxPersons, sandboxBureauOn } from './sandbox-register'
import { queryOf } from './credit-bureau.service'
import { bureauPullPriceCents } from './pull-costs'

/** The stages at or past análisis: their applications have had the bureau pulled. */
const APPROVED: Stage[] = ['autorizacion', 'contrato', 'fondeo', 'poliza', 'activo', 'liquidada']
const PAST_ANALYSIS: Stage[] = [
  'analisis',
  'validacion',
  'visita',
  'deliberacion',
  'autorizacion',
  'contrato',
  'fondeo',
  'poliza',
  'activo',
  'liquidada',
]
const HOUR_MS = 3_600_000

/**
 * Demo bureau data: for every seeded application at or past análisis with a signed document, the consent
 * (signed the day it was created) and one sandbox report pulled when it entered análisis (those in análisis
 * now: a few hours ago, so it is fresh). One application in análisis gets a CURP of another person (the
 * RENAPO and comparison checks catch it). Deterministic; does nothing once any pull exists.
 */
export async function seedCreditBureau(db: Database) {
  await registerDemoPersons(db)
  if ((await db.$count(pulls)) > 0) return
  const rows = await db
    .select()
    .from(applications)
    .where(inArray(applications.stage, PAST_ANALYSIS))
    .orderBy(asc(applications.id))
  if (rows.length === 0) return
  const docs = await db
    .select({ id: documents.id, applicationId: documents.applicationId, kind: documents.kind })
    .from(documents)
    .where(
      inArray(
        documents.applicationId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(documents.id))
  const mismatch = rows.find((row) => row.stage === 'analisis')
  if (mismatch) {
    // Another person's CURP (another name and birth date) typed into this file.
    const first17 = `GUTM${mismatch.applicant.birthDate.slice(2, 4)}0101${mismatch.applicant.sex}${mismatch.applicant.birthState}TRR0`
    const curp = first17 + curpCheckDigit(first17)
    await retypeCurp(db, mismatch, curp)
    mismatch.applicant = { ...mismatch.applicant, curp }
  }
  const bureau = sandboxBureauOn(db)
  const consentRows: Array<typeof consents.$inferInsert> = []
  const pullRows: Array<typeof pulls.$inferInsert> = []
  const now = Date.now()
  for (const row of rows) {
    const own = docs.filter((doc) => doc.applicationId === row.id)
    const signed = own.find((doc) => doc.kind === 'solicitud_firmada') ?? own[0]
    if (!signed) continue
    consentRows.push({
      applicationId: row.id,
      authorizedAt: row.createdAt.toISOString().slice(0, 10),
      documentId: signed.id,
      recordedByUserId: row.sellerUserId,
      recordedAt: row.createdAt,
    })
    const pulledAt =
      row.stage === 'analisis'
        ? new Date(now - ((row.id % 20) + 2) * HOUR_MS)
        : new Date(row.createdAt.getTime() + 26 * HOUR_MS)
    const { folio, report } = await bureau.pull(queryOf(row), pulledAt)
    // Issue 30: the committee approved every demo file past deliberación, and the policies' minimum BC Score
    // (600 at most) is enforced: those files' applicants clear it, as a lender's approved book would.
    if (APPROVED.includes(row.stage) && (report.general.score ?? 0) < 600)
      report.general.score = 600 + (row.id % 120)
    pullRows.push({
      applicationId: row.id,
      state: 'done',
      requestedAt: pulledAt,
      provider: bureau.name,
      folio,
      pulledAt,
      score: report.general.score,
      summary: summariseReport(report, pulledAt),
      report,
      costCents: bureauPullPriceCents(),
    })
  }
  for (let i = 0; i < consentRows.length; i += 100)
    await db
      .insert(consents)
      .values(consentRows.slice(i, i + 100))
      .onConflictDoNothing()
  for (let i = 0; i < pullRows.length; i += 100) await db.insert(pulls).values(pullRows.slice(i, i + 100))
}

/**
 * The sandbox bureau's register of the demo's applicants (sandbox-persons.ts): most files agree with what the
 * applicant declared; one in nine moved since (only older homes on file), one in eleven changed jobs. The
 * application given another person's CURP below stays unregistered: that CURP's file is the sandbox's own.
 */
async function registerDemoPersons(db: Database) {
  if ((await db.$count(sandboxPersons)) > 0) return
  const rows = await db.select().from(applications).orderBy(asc(applications.id))
  await registerSandboxPersons(
    db,
    rows.map((row) => ({
      curp: row.applicant.curp,
      person: registeredPerson(queryOf(row), { moved: row.id % 9 === 4, changedJob: row.id % 11 === 6 }),
    })),
  )
}
