/** Public module of the jobs feature for the app layer: the business date others read (the loan's "as of"). */
export { businessDateQuery } from './api/get-business-date'
