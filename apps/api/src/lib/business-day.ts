/** The business's calendar day lives in the contracts, shared with the web app's forms. */
export { businessDayOf, businessToday } from '@mesa/contracts'
