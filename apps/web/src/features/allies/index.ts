/** Public module of the allies feature for the app layer: the read other features make of its list. */
export { allyOptionsQuery } from './api/get-ally-options'
