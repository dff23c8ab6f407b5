import type { TFunction } from 'i18next'

/** The workflow's guard messages (workflow.ts), shown through this feature's keys. */
const guardKeys: Record<string, string> = {
  'Capture the address, work, finance and at least two references': 'guards.file_complete',
  'Upload every required document of the checklist': 'guards.documents_uploaded',
  'An analyst must take the application first': 'guards.has_owner',
  'Approve every required document of the checklist': 'guards.documents_approved',
  'The amount plus the down payment must not exceed the vehicle price': 'guards.terms_consistent',
  'The loan is not paid off': 'guards.paid_off',
}

export const guardText = (t: TFunction, message: string) =>
  guardKeys[message] ? t(guardKeys[message]) : message
