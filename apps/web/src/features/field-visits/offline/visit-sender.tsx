import { useVisitSender } from './use-offline-visits'

/** The agent's phone outbox sending, whatever screen is open (mounted by the signed-in layout, app/phone-outboxes). */
export default function VisitSender() {
  useVisitSender()
  return null
}
