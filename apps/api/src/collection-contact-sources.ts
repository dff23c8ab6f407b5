import { registerContactSource } from './features/collections'
import { dunningContactsOfLoan } from './features/dunning'

/**
 * The sources of a loan's contact history on the collections desk besides its own log (issue 35): dunning's
 * reminders and letters. Registered from the app root, so that neither feature imports the other.
 */
export function registerCollectionContactSources() {
  registerContactSource('dunning', dunningContactsOfLoan)
}
