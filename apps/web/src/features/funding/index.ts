/** Public module of the funding feature for the app layer: the read other features make of its funders. */
export { funderOptionsQuery } from './api/funders'
