import type { Database } from '../../db/client'
import { registerJobHandler, registerJobSchedule } from '../jobs'
import { CheckpointSigner, createCheckpoint, type CheckpointKeys } from './audit-chain'

export const AUDIT_CHECKPOINT_JOB = 'audit.checkpoint'

/** The signer of each database's checkpoints in this process (the API and the worker both set it). */
const signers = new WeakMap<Database, CheckpointSigner>()

/** Called at start-up with the audit keys: checkpoints of this database are signed with the current one. */
export function useCheckpointKeys(db: Database, keys: CheckpointKeys) {
  signers.set(db, new CheckpointSigner(keys))
}

/** The audit keys of a configuration: AUDIT_KEY (and a rotated-out one); JWT secrets for older checkpoints. */
export function checkpointKeysOf(config: {
  auditKey?: string
  auditPreviousKey?: string | undefined
  jwtSecret: string
  jwtPreviousSecret?: string | undefined
}): CheckpointKeys {
  return {
    current: config.auditKey || config.jwtSecret,
    previous: config.auditPreviousKey,
    legacy: [config.jwtSecret, config.jwtPreviousSecret],
  }
}

export function checkpointSignerFor(db: Database): CheckpointSigner {
  const signer = signers.get(db)
  if (!signer) throw new Error('No audit checkpoint secret for this database: call useCheckpointKeys first')
  return signer
}

/** Every hour the chain's head is pinned with a signed checkpoint (nothing new: nothing written). */
export function registerAuditCheckpoints() {
  registerJobSchedule({
    name: AUDIT_CHECKPOINT_JOB,
    cron: '7 * * * *',
    kind: AUDIT_CHECKPOINT_JOB,
    payload: {},
  })
  registerJobHandler(AUDIT_CHECKPOINT_JOB, async (_payload, job) => {
    await createCheckpoint(job.db, checkpointSignerFor(job.db))
  })
}
