import type { Database } from '../../db/client'
import { registerJobHandler, registerJobSchedule } from '../jobs'
import { CheckpointSigner, createCheckpoint } from './audit-chain'

export const AUDIT_CHECKPOINT_JOB = 'audit.checkpoint'

/** The signer of each database's checkpoints in this process (the API and the worker both set it). */
const signers = new WeakMap<Database, CheckpointSigner>()

/** Called at start-up with the server's secret: checkpoints of this database are signed with it. */
export function useCheckpointSecret(db: Database, serverSecret: string) {
  signers.set(db, new CheckpointSigner(serverSecret))
}

export function checkpointSignerFor(db: Database): CheckpointSigner {
  const signer = signers.get(db)
  if (!signer) throw new Error('No audit checkpoint secret for this database: call useCheckpointSecret first')
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
