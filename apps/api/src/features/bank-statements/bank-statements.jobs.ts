import { registerJobHandler } from '../jobs'
import { MATCH_JOB } from './statement-import'
import { matchStatement } from './statement-matching'

/** A big statement's matching (issue 35): resumable, it works only the lines still pending. */
export function registerBankStatementJobs() {
  registerJobHandler<{ statementId: number; actorUserId: number }>(
    MATCH_JOB,
    ({ statementId, actorUserId }, { db }) => matchStatement(db, statementId, actorUserId),
    { timeoutMs: 15 * 60_000 },
  )
}
