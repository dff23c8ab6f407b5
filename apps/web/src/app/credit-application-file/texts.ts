import { texts } from '../feature-dictionaries'

/**
 * The texts of every feature whose tab the application file shows, loaded with the page (a small module: the
 * route table imports it, not the tabs). Each tab of `credit-application-tabs` names its feature from here.
 */
export const fileFeatureTexts = {
  'credit-applications': texts('credit-applications', 'applications'),
  'automated-checks': texts('automated-checks', 'automatedChecks'),
  contracts: texts('contracts'),
  'credit-bureau': texts('credit-bureau', 'creditBureau'),
  'credit-policy': texts('credit-policy', 'creditPolicy'),
  'credit-decision': texts('credit-decision', 'creditDecision'),
  'direct-debit': texts('direct-debit', 'directDebit'),
  'field-visits': texts('field-visits', 'fieldVisits'),
  funding: texts('funding'),
  insurance: texts('insurance'),
  'loan-servicing': texts('loan-servicing', 'loanServicing'),
  tickets: texts('tickets'),
  'validation-desk': texts('validation-desk', 'validationDesk'),
  vehicles: texts('vehicles'),
}

export type FileFeature = keyof typeof fileFeatureTexts
