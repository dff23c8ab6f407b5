import { sql, type SQL } from 'drizzle-orm'
import { applicationDirectory as applications } from '../credit-applications'
import { committeeDecisions, committeeVotes } from './credit-decision.schema'

/**
 * An application the committee member still owes a vote on: no decision yet and no vote of theirs (the home's
 * pending votes; the stage, deliberación, is the caller's filter).
 */
export const awaitingVoteOf = (userId: number): SQL =>
  sql`(not exists (select 1 from ${committeeDecisions} where ${committeeDecisions.applicationId} = ${applications.id})
    and not exists (select 1 from ${committeeVotes} where ${committeeVotes.applicationId} = ${applications.id}
      and ${committeeVotes.voterUserId} = ${userId}))`
