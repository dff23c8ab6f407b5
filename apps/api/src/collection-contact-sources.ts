import { makePromise, registerContactSource, visibleDeskLoan } from './features/collections'
import { dunningContactsOfLoan, producedLettersOfLoan } from './features/dunning'
import { collectionVisitContacts, registerCollectionDesk } from './features/field-visits'

/**
 * The sources of a loan's contact history on the collections desk besides its own log (issue 35): dunning's
 * reminders and letters, the letters produced on demand, and field-visits' collection visits. Registered from the app root, so that neither feature imports the other.
 */
export function registerCollectionContactSources() {
  registerContactSource('dunning', dunningContactsOfLoan)
  registerContactSource('dunning-letters', producedLettersOfLoan)
  registerContactSource('field-visits', collectionVisitContacts)
  // Field visits' collection visits: asked on a loan the person works on the desk; a promise reported lands there.
  registerCollectionDesk({ visibleLoan: visibleDeskLoan, makePromise })
}
