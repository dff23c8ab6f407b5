export { FormField, type FieldOption } from './form-field'
export { FieldGrid, type GridFieldSpec } from './field-grid'
export { useContractForm } from './use-contract-form'
