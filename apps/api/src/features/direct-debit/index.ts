/** Direct debit (domiciliación, issue 35 item 3): mandates, the billing date's file and the bank's answer. */
export { registerDirectDebitRoutes } from './direct-debit.routes'
export { seedDirectDebit } from './direct-debit.seed'
