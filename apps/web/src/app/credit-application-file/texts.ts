import { texts } from '../feature-dictionaries'

/**
 * The texts of every feature whose tab the application file shows, loaded with the page (a small module: the
 * route table imports it, not the tabs). Each tab of `credit-application-tabs` names its feature from here.
 */
export const fileFeatureTexts = {
  'credit-applications': texts('credit-applications', 'applications'),
  contracts: texts('contracts'),
  'field-visits': texts('field-visits', 'fieldVisits'),
  funding: texts('funding'),
  insurance: texts('insurance'),
  'loan-servicing': texts('loan-servicing', 'loanServicing'),
  support: texts('support'),
  vehicles: texts('vehicles'),
}

export type FileFeature = keyof typeof fileFeatureTexts
