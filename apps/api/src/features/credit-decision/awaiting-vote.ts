import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { committeeDecisions, committeeVotes } from './credit-decision.schema'

/**
 * An application the committee member still owes a vote on: no decision yet and no vote of theirs (the home's
 * pending votes; the stage, deliberación, is the caller's filter), on the caller's application id column.
 */
export const awaitingVoteOf = (userId: number, applicationId: SQLWrapper): SQL =>
  sql`(not exists (select 1 from ${committeeDecisions} where ${committeeDecisions.applicationId} = ${applicationId})
    and not exists (select 1 from ${committeeVotes} where ${committeeVotes.applicationId} = ${applicationId}
      and ${committeeVotes.voterUserId} = ${userId}))`
