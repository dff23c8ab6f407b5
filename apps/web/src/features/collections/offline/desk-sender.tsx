import { useDeskSender } from './use-desk-offline'

/** The collector's phone outbox sending, whatever screen is open (mounted by the signed-in layout, app/phone-outboxes). */
export default function DeskSender() {
  useDeskSender()
  return null
}
