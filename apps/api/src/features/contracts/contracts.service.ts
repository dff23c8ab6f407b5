import { Readable } from 'node:stream'
import { and, desc, eq, inArray, isNull, max } from 'drizzle-orm'
import type { Contract, ContractFile, GenerateContractResponse } from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { conflict, emptyNotFound } from '../../lib/http-errors'
import type { FileStorage } from '../../lib/storage'
import type { Viewer } from '../allies'
import { recordAudit } from '../audit'
import { authorisedTermsOf } from '../credit-decision'
import {
  announceRecordChange,
  visibleInRecords,
  type ApplicationRow,
  applicationRecords,
} from '../credit-applications'
import { contentOf, scheduleOf } from './contract-content'
import { renderContractPdf } from './contract-pdf'
import { coverContextOf } from './cover-context'
import { contractApplicationOf, selectContracts, toContract } from './contract-rows'
import { loanContracts } from './contracts.schema'

const liveStatuses = ['generated', 'signed'] as const
export const STORAGE_PREFIX = 'contracts'

export const wrongStage = () =>
  conflict('wrong_stage', 'Contracts are generated and signed while the application is in stage contrato.')
const noTerms = () => conflict('terms_not_authorised', 'The application has no authorised terms to write.')

/** The live version (generated or signed) of an application's contract: what funding reads. */
export async function contractOf(db: Executor, applicationId: number) {
  const [row] = await db
    .select({
      id: loanContracts.id,
      number: loanContracts.number,
      version: loanContracts.version,
      status: loanContracts.status,
      signedOn: loanContracts.signedOn,
      digest: loanContracts.digest,
      authorisationId: loanContracts.authorisationId,
    })
    .from(loanContracts)
    .where(
      and(eq(loanContracts.applicationId, applicationId), inArray(loanContracts.status, [...liveStatuses])),
    )
    .limit(1)
  return row ?? null
}

/** One contract within the viewer's row scope; 404 outside it (its existence is not revealed). */
export async function loadContract(db: Executor, contractId: number, viewer: Viewer) {
  const [row] = await selectContracts(db).where(
    and(eq(loanContracts.id, contractId), visibleInRecords(viewer)),
  )
  if (!row) throw emptyNotFound()
  return row
}

const versionsOf = (db: Executor, applicationId: number) =>
  selectContracts(db)
    .where(eq(loanContracts.applicationId, applicationId))
    .orderBy(desc(loanContracts.version))

/** The application's contract tab (and the support view): the live version, all versions, the schedule. */
export async function contractFile(db: Executor, application: ApplicationRow): Promise<ContractFile> {
  const [rows, terms] = await Promise.all([
    versionsOf(db, application.id),
    authorisedTermsOf(db, application.id),
  ])
  const live = rows.find(({ contract }) => (liveStatuses as readonly string[]).includes(contract.status))
  const digest = terms ? (await contentOf(db, application, terms)).digest : null
  const versions: Contract[] = rows.map(toContract)
  const current = live ? toContract(live) : null
  return {
    application: contractApplicationOf(application, rows[0]?.allyName ?? null),
    current,
    versions,
    termsAuthorised: terms !== null,
    upToDate: live !== undefined && live.contract.digest === digest,
    schedule: current ? scheduleOf(current.terms) : [],
  }
}

async function lockApplication(tx: Executor, applicationId: number) {
  const [row] = await tx
    .select()
    .from(applicationRecords)
    .where(eq(applicationRecords.id, applicationId))
    .for('update')
  return row!
}

async function storePdf(storage: FileStorage, pdf: Buffer) {
  return storage.put(Readable.from([pdf]), { prefix: STORAGE_PREFIX })
}

/**
 * Generates the contract from the authorised terms: version n+1 when the content (terms, parties, vehicle)
 * changed since the live version, which becomes superseded (a signed one too: the new terms need a new
 * signature); the live version itself when nothing changed (idempotent). The PDF is rendered and stored
 * before the transaction; the application row is locked inside it, so of two concurrent generations the
 * second sees the first's version and answers it.
 */
export async function generateContract(
  db: Database,
  storage: FileStorage,
  application: ApplicationRow,
  viewer: Viewer,
  now = new Date(),
): Promise<GenerateContractResponse> {
  if (application.stage !== 'contrato') throw wrongStage()
  const terms = await authorisedTermsOf(db, application.id)
  if (!terms) throw noTerms()
  const { content, digest } = await contentOf(db, application, terms)
  const live = await contractOf(db, application.id)
  const unchanged = async (id: number) => ({
    contract: toContract(await loadContract(db, id, viewer)),
    created: false,
  })
  if (live && live.digest === digest && live.authorisationId === terms.authorisationId)
    return unchanged(live.id)
  const [latest] = await db
    .select({ version: max(loanContracts.version) })
    .from(loanContracts)
    .where(eq(loanContracts.applicationId, application.id))
  const version = (latest?.version ?? 0) + 1
  const pdf = await renderContractPdf(
    content,
    version,
    now.toISOString(),
    await coverContextOf(db, application),
  )
  const stored = await storePdf(storage, pdf)
  try {
    const outcome = await db.transaction(async (tx) => {
      const locked = await lockApplication(tx, application.id)
      if (locked.stage !== 'contrato') throw wrongStage()
      const current = await contractOf(tx, application.id)
      const [again] = await tx
        .select({ version: max(loanContracts.version) })
        .from(loanContracts)
        .where(eq(loanContracts.applicationId, application.id))
      // A concurrent generation committed first: answer its version (this PDF is dropped below).
      if ((again?.version ?? 0) + 1 !== version) return { id: current?.id ?? null, created: false }
      if (current)
        await tx
          .update(loanContracts)
          .set({ status: 'superseded', supersededAt: now })
          .where(eq(loanContracts.id, current.id))
      const [created] = await tx
        .insert(loanContracts)
        .values({
          applicationId: application.id,
          number: content.number,
          version,
          authorisationId: terms.authorisationId,
          status: 'generated',
          terms: content.terms,
          content,
          digest,
          pdfKey: stored.key,
          pdfSize: stored.size,
          generatedAt: now,
          generatedByUserId: viewer.userId,
        })
        .returning({ id: loanContracts.id })
      await recordAudit(tx, {
        actorUserId: viewer.userId,
        action: 'contract.generated',
        entityType: 'credit_application',
        entityId: application.id,
        data: { contractId: created!.id, number: content.number, version, supersedes: current?.id ?? null },
      })
      await announceRecordChange(tx, 'contract.changed', locked)
      return { id: created!.id, created: true }
    })
    if (!outcome.created) await storage.delete(stored.key)
    if (outcome.id === null) throw conflict('conflict', 'The contract changed meanwhile; reload it.')
    return { contract: toContract(await loadContract(db, outcome.id, viewer)), created: outcome.created }
  } catch (error) {
    await storage.delete(stored.key)
    throw error
  }
}

/**
 * The stored PDF of a version; rendered from its frozen content and stored on first need (the demo seed
 * creates versions without rendering a hundred PDFs). Of two first downloads, one stored key wins.
 */
export async function contractPdfOf(
  db: Database,
  storage: FileStorage,
  row: { contract: typeof loanContracts.$inferSelect },
) {
  const { contract } = row
  if (contract.pdfKey) {
    const object = await storage.get(contract.pdfKey)
    if (object) return object
  }
  const context = await coverContextOf(db, { id: contract.applicationId, product: contract.content.template })
  const pdf = await renderContractPdf(
    contract.content,
    contract.version,
    contract.generatedAt.toISOString(),
    context,
  )
  const stored = await storePdf(storage, pdf)
  const [updated] = await db
    .update(loanContracts)
    .set({ pdfKey: stored.key, pdfSize: stored.size })
    .where(
      and(
        eq(loanContracts.id, contract.id),
        contract.pdfKey ? eq(loanContracts.pdfKey, contract.pdfKey) : isNull(loanContracts.pdfKey),
      ),
    )
    .returning({ id: loanContracts.id })
  if (!updated) {
    // Another first download stored its own copy meanwhile; serve the one recorded.
    await storage.delete(stored.key)
    const [winner] = await db
      .select({ key: loanContracts.pdfKey })
      .from(loanContracts)
      .where(eq(loanContracts.id, contract.id))
    const object = winner?.key ? await storage.get(winner.key) : null
    if (object) return object
  }
  return { stream: Readable.from([pdf]), size: pdf.length }
}
