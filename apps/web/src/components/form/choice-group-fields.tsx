import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import { useId } from 'react'
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { useErrorText } from '../../lib/error-text'

interface ChoiceGroupProps<T extends FieldValues, O extends FieldValues> {
  /** The form's control; `O` is what its resolver submits (the contract's output). */
  control: Control<T, unknown, O>
  name: FieldPath<T>
  /** The group's legend. */
  label: string
  options: readonly { value: string; label: string }[]
  /** The feature's i18n namespace, where its field errors are worded (lib/error-text). */
  namespace?: string
  required?: boolean
  disabled?: boolean
  /** Checkboxes side by side (a short list of codes) rather than one under another. */
  row?: boolean
}

/**
 * One choice among a few, each in view (a verdict): radio buttons under a legend, the form holding the chosen
 * value ('' until one is chosen), its error worded by `useErrorText` in the feature's namespace.
 */
export function RadioGroupField<T extends FieldValues, O extends FieldValues = T>(
  props: ChoiceGroupProps<T, O>,
) {
  const { fieldText } = useErrorText(props.namespace)
  const legendId = useId()
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)} disabled={props.disabled} component="fieldset">
          <FormLabel component="legend" id={legendId} required={props.required}>
            {props.label}
          </FormLabel>
          <RadioGroup
            aria-labelledby={legendId}
            name={field.name}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
          >
            {props.options.map((option, index) => (
              <FormControlLabel
                key={option.value}
                value={option.value}
                label={option.label}
                control={<Radio inputRef={index === 0 ? field.ref : undefined} />}
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

/**
 * Several choices (the kinds of income evidence seen): checkboxes under a legend, the form holding the list of
 * checked values in the options' order, its error worded by `useErrorText` in the feature's namespace.
 */
export function CheckboxGroupField<T extends FieldValues, O extends FieldValues = T>(
  props: ChoiceGroupProps<T, O>,
) {
  const { fieldText } = useErrorText(props.namespace)
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const checked: unknown[] = Array.isArray(field.value) ? field.value : []
        const toggle = (value: string, on: boolean) =>
          field.onChange(
            props.options
              .map((option) => option.value)
              .filter((item) => (item === value ? on : checked.includes(item))),
          )
        return (
          <FormControl
            error={Boolean(fieldState.error)}
            disabled={props.disabled}
            component="fieldset"
            fullWidth={props.row}
          >
            <FormLabel component="legend" required={props.required}>
              {props.label}
            </FormLabel>
            <FormGroup row={props.row}>
              {props.options.map((option, index) => (
                <FormControlLabel
                  key={option.value}
                  label={option.label}
                  control={
                    <Checkbox
                      name={field.name}
                      checked={checked.includes(option.value)}
                      onChange={(event) => toggle(option.value, event.target.checked)}
                      onBlur={field.onBlur}
                      inputRef={index === 0 ? field.ref : undefined}
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
