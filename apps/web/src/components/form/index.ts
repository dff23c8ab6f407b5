export { FormField, type FieldOption } from './form-field'
export { CheckboxField } from './checkbox-field'
