import { accountLiveEvents } from '../features/account/api/live-events'
import { allyLiveEvents } from '../features/allies/api/live-events'
import { contractLiveEvents } from '../features/contracts/api/live-events'
import { fundingLiveEvents } from '../features/funding/api/live-events'
import { vehicleLiveEvents } from '../features/vehicles/api/live-events'
import { applicationLiveEvents } from '../features/credit-applications/api/live-events'
import { emailLiveEvents } from '../features/email/api/live-events'
import { messagingLiveEvents } from '../features/messaging/api/live-events'
import { invoiceLiveEvents } from '../features/invoices/api/live-events'
import { servicingLiveEvents } from '../features/loan-servicing/api/live-events'
import { portfolioLiveEvents } from '../features/portfolio/api/live-events'
import { ticketLiveEvents } from '../features/tickets/api/live-events'
import { trashLiveEvents } from '../features/trash/api/live-events'
import { approvalLiveEvents } from '../features/approvals/api/live-events'
import { homeLiveEvents } from '../features/home/api/live-events'
import type { LiveEventHandler } from '../lib/live-events'

/** Every feature's live-event handler (lib/live-events.ts imports no feature: the app layer wires them). */
export const liveEventHandlers: readonly LiveEventHandler[] = [
  applicationLiveEvents,
  accountLiveEvents,
  emailLiveEvents,
  messagingLiveEvents,
  invoiceLiveEvents,
  servicingLiveEvents,
  ticketLiveEvents,
  portfolioLiveEvents,
  contractLiveEvents,
  fundingLiveEvents,
  vehicleLiveEvents,
  allyLiveEvents,
  trashLiveEvents,
  approvalLiveEvents,
  homeLiveEvents,
]
