import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import { useId } from 'react'
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { useErrorText } from '../../lib/error-text'
import type { FieldOption } from './form-field'

/**
 * The form kit's radio group: one of a few choices, all shown at once (a select hides them), labelled by its
 * legend; its error worded by `useErrorText` in the feature's namespace. Imported by path (not in the index).
 */
export function RadioField<T extends FieldValues, O extends FieldValues = T>(props: {
  /** The form's control; `O` is what its resolver submits (the contract's output). */
  control: Control<T, unknown, O>
  name: FieldPath<T>
  label: string
  options: readonly FieldOption[]
  namespace?: string
  disabled?: boolean
}) {
  const { fieldText } = useErrorText(props.namespace)
  const labelId = useId()
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)} disabled={props.disabled}>
          <FormLabel id={labelId}>{props.label}</FormLabel>
          <RadioGroup
            aria-labelledby={labelId}
            name={field.name}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            ref={field.ref}
          >
            {props.options.map((option) => (
              <FormControlLabel
                key={option.value}
                value={option.value}
                control={<Radio />}
                label={option.label}
              />
            ))}
          </RadioGroup>
          {fieldState.error && (
            <FormHelperText>{fieldText(fieldState.error.message, field.name)}</FormHelperText>
          )}
        </FormControl>
      )}
    />
  )
}
