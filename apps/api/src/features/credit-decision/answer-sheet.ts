import type { AnswerSheet } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { quoteLoan } from '../../lending'
import type { ApplicationRow } from '../credit-applications'
import { authorisationsOf } from './authorisation'
import { loanTermsOf } from './loan-terms'
import { decisionOf } from './committee'
import { listConditions } from './conditions'
import { allyNameOf, applicantName, vehicleText } from './deliberation'

/**
 * The AnswerSheet, the decision letter to the ally: the terms in force with their payment, CAT and schedule
 * and the conditions set, or the reasons of a rejection; pending while the committee has not decided.
 */
export async function answerSheetOf(db: Executor, application: ApplicationRow): Promise<AnswerSheet> {
  const [decision, { current }, conditions, allyName] = await Promise.all([
    decisionOf(db, application.id),
    authorisationsOf(db, application.id),
    listConditions(db, application.id),
    allyNameOf(db, application.allyId),
  ])
  const approved = decision !== null && decision.outcome !== 'rejected'
  const terms = approved && current ? current : null
  return {
    folio: String(application.folio),
    applicantName: applicantName(application),
    allyName,
    vehicle: vehicleText(application),
    status: decision?.outcome ?? 'pending',
    decidedAt: decision?.decidedAt.toISOString() ?? null,
    rejectReasons: decision?.rejectReasons ?? [],
    conditions: decision?.outcome === 'approved_with_conditions' ? conditions : [],
    // The record in force as is: the response schema keeps the terms and their quote.
    terms,
    schedule: terms ? quoteLoan(loanTermsOf(terms)).schedule : [],
    issuedAt: new Date().toISOString(),
  }
}
