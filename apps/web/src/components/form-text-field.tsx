import Visibility from '@mui/icons-material/Visibility'
import VisibilityOff from '@mui/icons-material/VisibilityOff'
import FormControl from '@mui/material/FormControl'
import FormHelperText from '@mui/material/FormHelperText'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import InputLabel from '@mui/material/InputLabel'
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput'
import { useState } from 'react'
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { errorKey } from '../lib/form-errors'

type Props<T extends FieldValues> = {
  control: Control<T>
  name: FieldPath<T>
  label: string
  inputMode?: 'email' | 'numeric' | 'text'
} & Pick<OutlinedInputProps, 'type' | 'autoComplete' | 'autoFocus' | 'placeholder'>

/**
 * A react-hook-form text field whose error (a zod or API text) is shown translated. Composed from
 * FormControl and OutlinedInput rather than TextField, which would bring Select, Menu and Modal into the
 * sign-in page's initial JavaScript.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  type,
  inputMode,
  ...rest
}: Props<T>) {
  const { t } = useTranslation()
  const [reveal, setReveal] = useState(false)
  const password = type === 'password'
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl fullWidth variant="outlined" error={Boolean(fieldState.error)}>
          <InputLabel htmlFor={`field-${name}`}>{label}</InputLabel>
          <OutlinedInput
            {...rest}
            id={`field-${name}`}
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            label={label}
            type={password && reveal ? 'text' : type}
            inputProps={{ inputMode }}
            aria-describedby={fieldState.error ? `field-${name}-error` : undefined}
            endAdornment={
              password ? (
                <InputAdornment position="end">
                  <IconButton
                    edge="end"
                    aria-label={t(reveal ? 'auth.hidePassword' : 'auth.showPassword')}
                    onClick={() => setReveal((value) => !value)}
                  >
                    {reveal ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ) : undefined
            }
          />
          {fieldState.error && (
            <FormHelperText id={`field-${name}-error`}>
              {t(errorKey(fieldState.error.message))}
            </FormHelperText>
          )}
        </FormControl>
      )}
    />
  )
}
