import { businessToday } from '@mesa/contracts'
import { asc, eq } from 'drizzle-orm'
import type { FundingDetail, FundingStatus, LineOption } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import type { ApplicationRow } from '../credit-applications'
import { contractOf } from '../contracts'
import { candidateOf, disbursementFigures } from './candidate'
import { pendingFundingApproval } from './funding-approvals'
import { failedRules } from './eligibility'
import { assignmentsOf, beneficiaryOf } from './funding-records'
import { fundingLines, funders } from './funding.schema'

/**
 * One application's funding as /apps/fondeos/solicitudes/detail/:consecutivo shows it: the authorised
 * terms, each line of each active funder with the rules it fails, the active assignment and disbursement,
 * the ally's account and every assignment so far. The line the application holds is judged without the
 * application's own amount in its use (re-assigning to it would free that amount first), but its available
 * figure is the line's own, as the funders' screen shows it: what this application holds is not available
 * (issue 38: it read as if the assignment and the disbursement had not taken anything).
 */
export async function fundingDetail(db: Executor, application: ApplicationRow): Promise<FundingDetail> {
  const [facts, history, beneficiary, lines, contract, pendingApproval] = await Promise.all([
    candidateOf(db, application),
    assignmentsOf(db, application.id),
    beneficiaryOf(db, application.allyId),
    db
      .select({ line: fundingLines, funder: { id: funders.id, name: funders.name, active: funders.active } })
      .from(fundingLines)
      .innerJoin(funders, eq(funders.id, fundingLines.funderId))
      .orderBy(asc(funders.name), asc(fundingLines.id)),
    contractOf(db, application.id),
    pendingFundingApproval(db, application.id),
  ])
  const active = history.find(({ entry }) => entry.status === 'active')
  const today = businessToday()
  const options: LineOption[] = facts.candidate
    ? lines
        .filter(({ funder }) => funder.active)
        .map(({ line, funder }) => {
          const own = active?.lineId === line.id ? active.entry.amountCents : 0
          const reasons = failedRules({ ...line, usedCents: line.usedCents - own }, facts.candidate!, today)
          return {
            line: { id: line.id, name: line.name },
            funder: { id: funder.id, name: funder.name },
            availableCents: line.amountCents - line.usedCents,
            annualRateBps: line.annualRateBps,
            termMonths: line.termMonths,
            eligible: reasons.length === 0,
            reasons,
          }
        })
    : []
  const live = active?.entry.disbursement && !active.entry.disbursement.cancellation
  const status: FundingStatus = !active ? 'pending' : live ? 'disbursed' : 'assigned'
  const { vehicle } = application.productData as { vehicle: { make: string; model: string; year: number } }
  return {
    application: {
      id: application.id,
      origin: application.product,
      folio: application.folio,
      applicantName: application.applicantName,
      stage: application.stage,
      vehicle: { make: vehicle.make, model: vehicle.model, year: vehicle.year },
      score: facts.score,
    },
    terms:
      facts.candidate && facts.terms
        ? {
            amountCents: facts.candidate.amountCents,
            termMonths: facts.candidate.termMonths,
            annualRateBps: facts.annualRateBps,
            downPaymentCents: facts.downPaymentCents,
            authorisationId: facts.terms.authorisationId,
            openingFeeTreatment: facts.terms.openingFeeTreatment,
            openingFeeCents: facts.terms.openingFeeCents,
            openingFeeIvaCents: facts.terms.openingFeeIvaCents,
            disbursementCents: disbursementFigures(facts.terms).disbursementCents,
          }
        : null,
    pendingApproval,
    contract: contract && {
      id: contract.id,
      number: contract.number,
      status: contract.status,
      signedOn: contract.signedOn,
    },
    status,
    assignment: active ? withoutDisbursement(active.entry) : null,
    disbursement: active?.entry.disbursement ?? null,
    beneficiary,
    options,
    history: history.map(({ entry }) => entry),
  }
}

const withoutDisbursement = <T extends { disbursement: unknown }>({ disbursement: _, ...rest }: T) => rest
