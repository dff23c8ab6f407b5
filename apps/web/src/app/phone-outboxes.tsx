import { mayWorkCollections, mayWorkFieldVisits } from '@mesa/contracts'
import { lazy, Suspense } from 'react'
import { useSession } from '../lib/use-session'

const VisitSender = lazy(() => import('../features/field-visits/offline/visit-sender'))
const DeskSender = lazy(() => import('../features/collections/offline/desk-sender'))

/**
 * What waits on the phone (a field visit's report, a collector's call or promise captured without a signal) is
 * sent when the signal returns whatever screen is open, not only the feature's own (issue 39): an agent who
 * captured at a door and then opened the home, or a collector who went on to another screen, still sends.
 * Each sender's code loads only for the people who capture (the roles' rules), after the first commit.
 */
export function PhoneOutboxes() {
  const { rules } = useSession()
  return (
    <Suspense fallback={null}>
      {mayWorkFieldVisits(rules) && <VisitSender />}
      {mayWorkCollections(rules) && <DeskSender />}
    </Suspense>
  )
}
