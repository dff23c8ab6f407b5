import { and, asc, eq, isNull, or } from 'drizzle-orm'
import {
  creditProducts,
  mayWorkStage,
  workingStages,
  type AbilityRule,
  type TakeNextResponse,
} from '@mesa/contracts'
import type { Database } from '../../db/client'
import { creditApplications as applications } from './credit-applications.schema'
import { HttpError } from '../../lib/http-errors'
import type { Viewer } from '../allies'
import { visibleApplications } from './credit-application-access'
import type { CreditApplicationService } from './credit-applications.service'

/** Candidates tried when colleagues take the same applications at the same moment. */
const CANDIDATES = 5

/**
 * Takes the unowned application that has waited longest in a stage the caller works, within their scope
 * (the command palette's "take the next one"). Taking goes through the ordinary assignment (version
 * claimed, history written); if a colleague took a candidate first, the next one is tried.
 */
export async function takeNextApplication(
  db: Database,
  service: CreditApplicationService,
  viewer: Viewer & { rules: AbilityRule[] },
): Promise<TakeNextResponse> {
  const worked = workingStages.flatMap((stage) =>
    creditProducts
      .filter((product) => mayWorkStage(viewer.rules, stage, product))
      .map((product) => and(eq(applications.stage, stage), eq(applications.product, product))!),
  )
  if (worked.length === 0) throw queueEmpty()
  const candidates = await db
    .select()
    .from(applications)
    .where(and(isNull(applications.ownerUserId), or(...worked), visibleApplications(viewer)))
    .orderBy(asc(applications.stageEnteredAt), asc(applications.id))
    .limit(CANDIDATES)
  for (const candidate of candidates) {
    try {
      await service.assign(viewer.userId, viewer.rules, candidate, {
        ownerUserId: null,
        version: candidate.version,
      })
      return { origin: candidate.product, id: candidate.id }
    } catch (error) {
      // Taken (or moved) by a colleague since it was read: try the next one.
      if (error instanceof HttpError && error.statusCode === 409) continue
      throw error
    }
  }
  throw queueEmpty()
}

const queueEmpty = () =>
  new HttpError(404, 'Nothing waits in the stages you work', undefined, undefined, false, 'queue_empty')
