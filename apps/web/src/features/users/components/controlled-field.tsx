import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { useErrorText } from './use-error-text'

interface Props<T extends FieldValues> {
  control: Control<T>
  name: FieldPath<T>
  label: string
  type?: string
  /** A select: its values and labels. */
  options?: { value: string | number; label: string }[]
  numeric?: boolean
}

/** A text field or select bound to react-hook-form, with its error translated. */
export function ControlledField<T extends FieldValues>(props: Props<T>) {
  const { fieldText } = useErrorText()
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          onChange={(event) =>
            field.onChange(props.numeric ? Number(event.target.value) : event.target.value)
          }
          id={`user-${props.name}`}
          label={props.label}
          type={props.type}
          select={Boolean(props.options)}
          fullWidth
          size="small"
          error={Boolean(fieldState.error)}
          helperText={fieldState.error ? fieldText(fieldState.error.message) : undefined}
        >
          {props.options?.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  )
}
