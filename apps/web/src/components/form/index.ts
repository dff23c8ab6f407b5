export { CheckboxField } from './checkbox-field'
export { FormField, type FieldOption } from './form-field'
export { FieldGrid, type GridFieldSpec } from './field-grid'
export { useContractForm, type ContractForm } from './use-contract-form'
