import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { useErrorText } from '../../lib/error-text'
import type { FieldOption } from './form-field'

/** Adds or removes one value of a list, keeping the order in which they were picked. */
export function toggled<V>(list: readonly V[], value: V): V[] {
  return list.includes(value) ? list.filter((one) => one !== value) : [...list, value]
}

/**
 * The form kit's pick-several field: a list of codes in the form (a clarification's items), one checkbox per
 * option under a legend, its error worded by `useErrorText` in the feature's namespace.
 */
export function CheckboxListField<T extends FieldValues, O extends FieldValues = T>(props: {
  /** The form's control; `O` is what its resolver submits (the contract's output). */
  control: Control<T, unknown, O>
  name: FieldPath<T>
  legend: string
  options: readonly FieldOption[]
  namespace?: string
  disabled?: boolean
}) {
  const { fieldText } = useErrorText(props.namespace)
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const picked: unknown = field.value
        const list: readonly unknown[] = Array.isArray(picked) ? picked : []
        return (
          <FormControl
            component="fieldset"
            error={Boolean(fieldState.error)}
            fullWidth
            disabled={props.disabled}
          >
            <FormLabel component="legend">{props.legend}</FormLabel>
            <FormGroup row>
              {props.options.map((option) => (
                <FormControlLabel
                  key={option.value}
                  label={option.label}
                  control={
                    <Checkbox
                      size="small"
                      name={field.name}
                      checked={list.includes(option.value)}
                      onChange={() => field.onChange(toggled(list, option.value))}
                      onBlur={field.onBlur}
                    />
                  }
                />
              ))}
            </FormGroup>
            {fieldState.error && (
              <FormHelperText>{fieldText(fieldState.error.message, field.name)}</FormHelperText>
            )}
          </FormControl>
        )
      }}
    />
  )
}
