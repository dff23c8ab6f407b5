import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'
import { asc, desc, isNotNull, sql } from 'drizzle-orm'
import type { AuditProblemKind, AuditVerification } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { keyRing, type NamedKey } from '../../lib/key-ring'
import { auditCheckpoints, auditEvents } from './audit.schema'

/** The first problems a verification reports; one is enough to know the trail was touched. */
const MAX_PROBLEMS = 100

/** The audit checkpoints' keys: the one that signs now, one rotated out, and those of checkpoints before key ids. */
export interface CheckpointKeys {
  /** AUDIT_KEY */
  current: string
  /** AUDIT_PREVIOUS_KEY: its checkpoints still verify. */
  previous?: string | undefined
  /** Checkpoints written before they named their key were signed under the JWT secret: these verify them. */
  legacy?: Array<string | undefined>
}

const derive = (secret: string) => Buffer.from(hkdfSync('sha256', secret, 'mesa', 'audit-checkpoint', 32))

/**
 * Signs and checks checkpoints with keys derived from secrets that never reach the database, so whoever
 * rewrites the whole chain there cannot forge the checkpoints that pin it. Each checkpoint names its key
 * (`key_id`), so a rotated key keeps verifying what it signed.
 */
export class CheckpointSigner {
  readonly keyId: string
  private readonly keys: Map<string, Buffer>
  private readonly legacy: Buffer[]

  constructor(keys: CheckpointKeys | string) {
    const { current, previous, legacy = [] } = typeof keys === 'string' ? { current: keys } : keys
    const ring: NamedKey[] = keyRing(current, previous)
    this.keyId = ring[0]!.id
    this.keys = new Map(ring.map((key) => [key.id, derive(key.secret)]))
    this.legacy = [
      ...new Set([...legacy, current].filter((secret): secret is string => Boolean(secret))),
    ].map(derive)
  }

  sign(sequence: number, hash: string, keyId = this.keyId): string {
    const key = this.keys.get(keyId)
    if (!key) throw new Error(`No audit key with id ${keyId}`)
    return mac(key, sequence, hash)
  }

  /** A checkpoint without a key id (older ones) verifies under any legacy key. */
  verify(sequence: number, hash: string, signature: string, keyId?: string | null): boolean {
    const candidates = keyId ? [this.keys.get(keyId)].filter((key) => key !== undefined) : this.legacy
    const given = Buffer.from(signature, 'hex')
    return candidates.some((key) => {
      const expected = Buffer.from(mac(key, sequence, hash), 'hex')
      return given.length === expected.length && timingSafeEqual(given, expected)
    })
  }
}

const mac = (key: Buffer, sequence: number, hash: string) =>
  createHmac('sha256', key).update(`${sequence}:${hash}`).digest('hex')

/** Pins the chain's current head with a signed checkpoint; nothing when the head is already pinned. */
export async function createCheckpoint(db: Executor, signer: CheckpointSigner) {
  const [head] = await db
    .select({ sequence: auditEvents.chainSeq, hash: auditEvents.hash })
    .from(auditEvents)
    .where(isNotNull(auditEvents.chainSeq))
    .orderBy(desc(auditEvents.chainSeq))
    .limit(1)
  if (!head?.sequence || !head.hash) return null
  const [last] = await db.select().from(auditCheckpoints).orderBy(desc(auditCheckpoints.chainSeq)).limit(1)
  if (last && last.chainSeq >= head.sequence) return last
  const [created] = await db
    .insert(auditCheckpoints)
    .values({
      chainSeq: head.sequence,
      hash: head.hash,
      keyId: signer.keyId,
      signature: signer.sign(head.sequence, head.hash),
    })
    .returning()
  return created!
}

interface ChainProblemRow extends Record<string, unknown> {
  sequence: string | number
  event_id: string | number
  edited: boolean
  broken_link: boolean
  missing_events: boolean
}

/**
 * Recomputes every event's hash in the database (the same `audit_event_digest` the sealing trigger uses,
 * so there is one definition of the hash) and checks each link, the sequence, and every checkpoint.
 */
export async function verifyChain(db: Executor, signer: CheckpointSigner): Promise<AuditVerification> {
  const problems: AuditVerification['problems'] = []
  const report = (kind: AuditProblemKind, sequence: number, eventId: number | null) => {
    if (problems.length < MAX_PROBLEMS) problems.push({ kind, sequence, eventId })
  }
  const chainRows = await db.execute<ChainProblemRow>(sql`
    select sequence, event_id, edited, broken_link, missing_events from (
      select e.chain_seq as sequence, e.id as event_id,
        e.hash is distinct from audit_event_digest(e.prev_hash, e.chain_seq, e) as edited,
        e.prev_hash is distinct from lag(e.hash) over chain as broken_link,
        e.chain_seq <> coalesce(lag(e.chain_seq) over chain, 0) + 1 as missing_events
      from audit_events e
      where e.chain_seq is not null
      window chain as (order by e.chain_seq)
    ) checked
    where edited or broken_link or missing_events
    order by sequence
    limit ${MAX_PROBLEMS}`)
  for (const row of rowsOf<ChainProblemRow>(chainRows)) {
    const sequence = Number(row.sequence)
    const eventId = Number(row.event_id)
    // A gap explains the broken link after it: report the cause, not both.
    if (row.missing_events) report('missing_events', sequence, eventId)
    else if (row.broken_link) report('broken_link', sequence, eventId)
    if (row.edited) report('edited', sequence, eventId)
  }
  const [counted] = await db
    .select({ events: sql<number>`count(*)::int`, head: sql<number | null>`max(${auditEvents.chainSeq})` })
    .from(auditEvents)
    .where(isNotNull(auditEvents.chainSeq))
  const headSequence = counted?.head === null || counted?.head === undefined ? null : Number(counted.head)
  const [headRow] =
    headSequence === null
      ? []
      : await db
          .select({ hash: auditEvents.hash })
          .from(auditEvents)
          .where(sql`${auditEvents.chainSeq} = ${headSequence}`)
  const checkpoints = await db.select().from(auditCheckpoints).orderBy(asc(auditCheckpoints.chainSeq))
  for (const checkpoint of checkpoints) {
    if (!signer.verify(checkpoint.chainSeq, checkpoint.hash, checkpoint.signature, checkpoint.keyId)) {
      report('checkpoint_forged', checkpoint.chainSeq, null)
      continue
    }
    if (headSequence === null || checkpoint.chainSeq > headSequence) {
      report('truncated', checkpoint.chainSeq, null)
      continue
    }
    const [pinned] = await db
      .select({ id: auditEvents.id, hash: auditEvents.hash })
      .from(auditEvents)
      .where(sql`${auditEvents.chainSeq} = ${checkpoint.chainSeq}`)
    if (!pinned || pinned.hash !== checkpoint.hash)
      report('checkpoint_mismatch', checkpoint.chainSeq, pinned?.id ?? null)
  }
  problems.sort((a, b) => a.sequence - b.sequence)
  return {
    intact: problems.length === 0,
    eventsChecked: Number(counted?.events ?? 0),
    checkpointsChecked: checkpoints.length,
    head: headSequence !== null && headRow?.hash ? { sequence: headSequence, hash: headRow.hash } : null,
    problems,
    verifiedAt: new Date().toISOString(),
  }
}

/** node-postgres answers `{ rows }`, PGlite answers `{ rows }` too, but typed apart. */
const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows
