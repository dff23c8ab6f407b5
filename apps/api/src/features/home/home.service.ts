import {
  businessDayOf,
  creditProducts,
  HOME_CARD_ROWS,
  liveBookingStatuses,
  mayCaptureCreditApplication,
  mayCoordinateVisits,
  mayWorkFieldVisits,
  mayWorkCollections,
  rulesAllow,
  rulesAreAdministrator,
  committeeMember,
  invoiceEditor,
  mayManageAccounting,
  mayWorkPldAlerts,
  type HomeCard,
  type HomeFigureKey,
  type HomeResponse,
} from '@mesa/contracts'
import type { Executor } from '../../db/client'
import type { principalOf } from '../auth'
import { monthsToClose } from '../accounting'
import { pendingCountFor } from '../approvals'
import { applicationQueue, workedByRules, type QueueFilter } from '../credit-applications'
import { awaitingVoteOf } from '../credit-decision'
import { deskSummary } from '../collections'
import { myVisits } from '../field-visits'
import { invoiceWorkload } from '../invoices'
import { pldWorkload } from '../pld'

type Principal = ReturnType<typeof principalOf>
type QueueRows = Awaited<ReturnType<typeof applicationQueue>>

const card = (kind: HomeCard['kind'], queue: QueueRows): HomeCard => ({
  kind,
  count: queue.count,
  overdue: queue.overdue,
  rows: queue.rows.map((row) => ({
    applicationId: row.id,
    product: row.product,
    folio: row.folio,
    applicantName: row.applicantName,
    stage: row.stage,
    overdue: row.overdue,
    at: row.stageEnteredAt.toISOString(),
  })),
})

/**
 * The field agent's card: today's live visits counted (Mexico City's day), those whose slot ended without a
 * report as overdue; rows are the live visits soonest first, so a late report comes before today's.
 */
async function visitsCard(db: Executor, principal: Principal, now: Date): Promise<HomeCard> {
  const live = (await myVisits(db, principal, now)).filter((visit) =>
    liveBookingStatuses.includes(visit.status),
  )
  const today = businessDayOf(now)
  return {
    kind: 'visitsToday',
    count: live.filter((visit) => businessDayOf(new Date(visit.startsAt)) === today).length,
    overdue: live.filter((visit) => Date.parse(visit.endsAt) < now.getTime()).length,
    rows: live.slice(0, HOME_CARD_ROWS).map((visit) => ({
      applicationId: visit.application.id,
      product: visit.application.product,
      folio: visit.application.folio,
      applicantName: visit.application.applicantName,
      stage: visit.application.stage,
      overdue: Date.parse(visit.endsAt) < now.getTime(),
      at: visit.startsAt,
      bookingId: visit.id,
      address: visit.address,
    })),
  }
}

/** The collector's arrears (issue 35's desk): assigned loans, reached today, promises due today and broken. */
async function arrearsCard(db: Executor, principal: Principal): Promise<HomeCard> {
  const figures = await deskSummary(db, principal)
  return {
    kind: 'arrears',
    count: figures.assigned,
    overdue: 0,
    rows: [],
    figures: [
      { key: 'contactedToday', count: figures.contactedToday },
      { key: 'promisesDueToday', count: figures.promisesDueToday },
      { key: 'promisesBroken', count: figures.promisesBroken },
    ],
  }
}

/** A card of figures only: its count is the first figure's (what the person acts on first). */
const figuresCard = (kind: HomeCard['kind'], figures: Array<[HomeFigureKey, number]>): HomeCard => ({
  kind,
  count: figures[0]![1],
  overdue: 0,
  rows: [],
  figures: figures.map(([key, count]) => ({ key, count })),
})

/**
 * The cards of the desks without an application queue (issue 38): requests waiting for the person's second
 * eyes, the compliance officer's alerts, the invoicing desk's invoices, the accountant's months to close.
 */
async function deskCards(db: Executor, principal: Principal): Promise<HomeCard[]> {
  const { rules } = principal
  const cards: HomeCard[] = []
  const approvals = await pendingCountFor(db, principal)
  if (approvals.count > 0) cards.push(figuresCard('approvals', [['approvalsPending', approvals.count]]))
  if (mayWorkPldAlerts(rules)) {
    const alerts = await pldWorkload(db, principal)
    cards.push(
      figuresCard('compliance', [
        ['alertsOpen', alerts.open],
        ['alertsEscalated', alerts.escalated],
      ]),
    )
  }
  if (rulesAllow(rules, invoiceEditor)) {
    const invoices = await invoiceWorkload(db)
    cards.push(
      figuresCard('invoicing', [
        ['invoicesPastDue', invoices.pastDue],
        ['invoicesDraft', invoices.drafts],
      ]),
    )
  }
  // The books are head-office records (docs/security.md): a role scoped to its allies gets no books card.
  if (mayManageAccounting(rules) && principal.scope === 'all')
    cards.push(figuresCard('books', [['monthsToClose', await monthsToClose(db)]]))
  return cards
}

/**
 * The signed-in person's home: a card per kind of work their rules give them (contracts `homeCardKinds`),
 * each built from the owning feature's door and within their row scope.
 */
export async function homeOf(db: Executor, principal: Principal, now = new Date()): Promise<HomeResponse> {
  const { rules, userId } = principal
  const queue = (filter: QueueFilter) => applicationQueue(db, principal, filter, HOME_CARD_ROWS)
  const cards: HomeCard[] = []
  if (rulesAreAdministrator(rules)) {
    const [inProgress, unassigned, activeLoans] = await Promise.all([
      queue({}),
      queue({ owner: null }),
      queue({ stages: ['activo'] }),
    ])
    cards.push({
      kind: 'overview',
      count: inProgress.count,
      overdue: inProgress.overdue,
      rows: [],
      figures: [
        { key: 'inProgress', count: inProgress.count },
        { key: 'overdue', count: inProgress.overdue },
        { key: 'unassigned', count: unassigned.count },
        { key: 'activeLoans', count: activeLoans.count },
      ],
    })
    return { cards }
  }
  if (mayWorkFieldVisits(rules) && !mayCoordinateVisits(rules))
    cards.push(await visitsCard(db, principal, now))
  const worked = workedByRules(rules)
  if (worked) {
    cards.push(card('myQueue', await queue({ owner: userId, where: worked })))
    cards.push(card('toTake', await queue({ owner: null, where: worked })))
  }
  if (rulesAllow(rules, committeeMember))
    cards.push(
      card(
        'pendingVotes',
        await queue({
          stages: ['deliberacion'],
          where: (applicationId) => awaitingVoteOf(userId, applicationId),
        }),
      ),
    )
  if (creditProducts.some((product) => mayCaptureCreditApplication(rules, product)))
    cards.push(card('myApplications', await queue({ newestFirst: true })))
  if (mayWorkCollections(rules)) cards.push(await arrearsCard(db, principal))
  cards.push(...(await deskCards(db, principal)))
  return { cards }
}
