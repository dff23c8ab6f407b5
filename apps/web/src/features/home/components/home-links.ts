import { generatePath } from 'react-router'
import { screens, type HomeCard, type HomeRow } from '@mesa/contracts'

/** Where a row opens: the agent's visit form for a visit, else the application's file. */
export const rowLink = (row: HomeRow) =>
  row.bookingId !== undefined
    ? generatePath(screens.visitForm.path, { bookingId: String(row.bookingId) })
    : generatePath(screens.creditApplicationDetail.path, {
        origin: row.product,
        id: String(row.applicationId),
      })

const assignments = screens.creditApplicationAssignments.path
const list = screens.creditApplicationsList.path

/** The card's next thing to do: its main action (text key `actions.<kind>`) and where it goes. */
export function nextAction(card: HomeCard): { key: string; to: string } | null {
  switch (card.kind) {
    case 'myQueue':
    case 'toTake':
      return { key: `actions.${card.kind}`, to: assignments }
    case 'visitsToday':
      return { key: 'actions.visitsToday', to: screens.myVisits.path }
    case 'pendingVotes':
      return card.rows[0] ? { key: 'actions.pendingVotes', to: rowLink(card.rows[0]) } : null
    case 'myApplications':
      // The list opens its capture dialog with ?create=1 (the command palette's "Nueva solicitud").
      return { key: 'actions.myApplications', to: `${list}?create=1` }
    case 'overview':
      return { key: 'actions.overview', to: screens.portfolioDashboard.path }
    case 'arrears':
      return { key: 'actions.arrears', to: screens.collectionsQueue.path }
    case 'approvals':
      return { key: 'actions.approvals', to: screens.approvals.path }
    case 'compliance':
      return { key: 'actions.compliance', to: screens.pldAlerts.path }
    case 'invoicing':
      return { key: 'actions.invoicing', to: screens.invoiceList.path }
    case 'books':
      return { key: 'actions.books', to: screens.accountingPeriods.path }
  }
}

/** The overview's figures, each opening the list it counts. */
export const figureLinks: Record<string, string> = {
  inProgress: list,
  overdue: `${list}?overdue=true`,
  unassigned: assignments,
  activeLoans: screens.loans.path,
  contactedToday: screens.collectionsDashboard.path,
  promisesDueToday: `${screens.collectionsQueue.path}?promise=pending`,
  promisesBroken: `${screens.collectionsQueue.path}?promise=broken`,
  approvalsPending: screens.approvals.path,
  alertsOpen: screens.pldAlerts.path,
  alertsEscalated: screens.pldAlerts.path,
  invoicesPastDue: screens.invoiceList.path,
  invoicesDraft: screens.invoiceList.path,
  monthsToClose: screens.accountingPeriods.path,
}
