import TextField from '@mui/material/TextField'
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { useErrorText } from '../../../lib/error-text'

/** Whole numbers typed as text: the form holds a number, or NaN for text the contract then refuses by code. */
const toInteger = (text: string) =>
  text.trim() === '' ? Number.NaN : /^\d+$/.test(text.trim()) ? Number(text) : Number.NaN

/** A whole-number field of the policy form (months, years, score, votes, days), its error worded in the namespace. */
export function IntegerField<T extends FieldValues, O extends FieldValues = T>(props: {
  control: Control<T, unknown, O>
  name: FieldPath<T>
  label: string
  disabled?: boolean
  /** What the term means, under the field while it has no error. */
  helperText?: string
}) {
  const { fieldText } = useErrorText('creditPolicy')
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <TextField
          fullWidth
          size="small"
          id={`policy-${props.name}`}
          name={field.name}
          label={props.label}
          disabled={props.disabled}
          value={Number.isNaN(field.value) || field.value === undefined ? '' : String(field.value)}
          onChange={(event) => field.onChange(toInteger(event.target.value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error ? fieldText(fieldState.error.message, field.name) : props.helperText}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      )}
    />
  )
}
