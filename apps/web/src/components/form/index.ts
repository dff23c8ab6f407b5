export { FormField, type FieldOption } from './form-field'
export { FieldGrid, type GridFieldSpec } from './field-grid'
export { useContractForm, type ContractForm, type ContractFormOptions } from './use-contract-form'
export { formFieldOf, placeServerErrors } from './server-errors'
