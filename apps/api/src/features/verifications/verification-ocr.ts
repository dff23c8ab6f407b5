import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import {
  personFullName,
  type VerificationDocumentKind,
  type VerificationOcr,
  businessToday,
} from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { customerDirectory } from '../customers'
import { selectionOf } from '../../lib/read-models'
import { jobStorageOf } from '../../lib/job-storage'
import { OcrUnavailable, readDocumentText } from '../automated-checks'
import { enqueue, registerJobHandler } from '../jobs'
import { compareIdentityTexts } from './identity-reading'
import { verificationDocuments, verificationOcrReads, verifications } from './verifications.schema'

export const OCR_READ_JOB = 'verifications.ocr-read'
const MAX_ATTEMPTS = 3
/** The documents read: the ID's two sides and the proof of address (the selfie has no text to compare). */
export const OCR_DOCUMENT_KINDS: VerificationDocumentKind[] = ['id_front', 'id_back', 'proof_of_address']

/**
 * Starts a reading of a customer verification's documents, in the caller's transaction: the row turns
 * pending with the next run number and a job reads them (OCR takes seconds: never on the request path).
 */
export async function queueOcrRead(tx: Executor, verificationId: number, actorUserId: number | null) {
  const [read] = await tx
    .insert(verificationOcrReads)
    .values({ verificationId, requestedByUserId: actorUserId })
    .onConflictDoUpdate({
      target: verificationOcrReads.verificationId,
      set: {
        status: 'pending',
        run: sql`${verificationOcrReads.run} + 1`,
        comparisons: [],
        error: '',
        requestedByUserId: actorUserId,
        startedAt: null,
        finishedAt: null,
      },
    })
    .returning({ run: verificationOcrReads.run })
  await enqueue(tx, OCR_READ_JOB, { verificationId, run: read!.run })
}

export async function ocrReadOf(db: Executor, verificationId: number): Promise<VerificationOcr | null> {
  const [read] = await db
    .select()
    .from(verificationOcrReads)
    .where(eq(verificationOcrReads.verificationId, verificationId))
  if (!read) return null
  return {
    status: read.status,
    run: read.run,
    comparisons: read.comparisons,
    finishedAt: read.finishedAt?.toISOString() ?? null,
  }
}

/** Stores what a run found, only while that run is still the latest (a newer request supersedes it). */
async function finishRun(
  db: Executor,
  payload: ReadPayload,
  values: Partial<typeof verificationOcrReads.$inferInsert>,
) {
  await db
    .update(verificationOcrReads)
    .set({ finishedAt: new Date(), ...values })
    .where(thisRun(payload))
}

/** The reading row while `payload`'s run is still its latest. */
const thisRun = ({ verificationId, run }: ReadPayload) =>
  and(eq(verificationOcrReads.verificationId, verificationId), eq(verificationOcrReads.run, run))

interface ReadPayload {
  verificationId: number
  run: number
}

async function readLatest(db: Database, verificationId: number, signal: AbortSignal) {
  const documents = await db
    .select()
    .from(verificationDocuments)
    .where(
      and(
        eq(verificationDocuments.verificationId, verificationId),
        inArray(verificationDocuments.kind, OCR_DOCUMENT_KINDS),
      ),
    )
    .orderBy(desc(verificationDocuments.id))
  const storage = jobStorageOf(db)
  const textOf = async (kinds: VerificationDocumentKind[]) => {
    const texts = []
    for (const kind of kinds) {
      const latest = documents.find((doc) => doc.kind === kind)
      if (latest) texts.push((await readDocumentText(storage, latest, signal)) ?? '')
    }
    const joined = texts.join('\n').trim()
    return joined.length > 0 ? joined : null
  }
  return { id: await textOf(['id_front', 'id_back']), proofOfAddress: await textOf(['proof_of_address']) }
}

/** The reading job: OCR the latest ID sides and proof of address, compare with the customer record. */
async function runOcrRead(db: Database, payload: ReadPayload, signal: AbortSignal) {
  const [row] = await db
    .select({ read: verificationOcrReads, customer: selectionOf(customerDirectory) })
    .from(verificationOcrReads)
    .innerJoin(verifications, eq(verifications.id, verificationOcrReads.verificationId))
    .innerJoin(customerDirectory, eq(customerDirectory.id, verifications.customerId))
    .where(eq(verificationOcrReads.verificationId, payload.verificationId))
  if (!row || row.read.run !== payload.run) return
  await db
    .update(verificationOcrReads)
    .set({ status: 'running', startedAt: new Date() })
    .where(thisRun(payload))
  let texts
  try {
    texts = await readLatest(db, payload.verificationId, signal)
  } catch (error) {
    if (!(error instanceof OcrUnavailable)) throw error
    return finishRun(db, payload, { status: 'not_available', error: error.message })
  }
  const { customer } = row
  const comparisons = compareIdentityTexts(
    {
      fullName: personFullName(customer),
      curp: customer.curp,
      birthDate: customer.birthDate,
      addresses: customer.addresses,
    },
    texts,
    businessToday(),
  )
  await finishRun(db, payload, { status: 'done', comparisons, error: '' })
}

export function registerVerificationJobs() {
  registerJobHandler<ReadPayload>(
    OCR_READ_JOB,
    async (payload, job) => {
      try {
        await runOcrRead(job.db, payload, job.signal)
      } catch (error) {
        if (job.attempt >= MAX_ATTEMPTS)
          await finishRun(job.db, payload, { status: 'failed', error: String(error) })
        throw error
      }
    },
    { maxAttempts: MAX_ATTEMPTS, timeoutMs: 180_000, backoff: { baseMs: 5_000, maxMs: 60_000 } },
  )
}
