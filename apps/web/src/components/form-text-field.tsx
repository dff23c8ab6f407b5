import Visibility from '@mui/icons-material/Visibility'
import VisibilityOff from '@mui/icons-material/VisibilityOff'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import TextField, { type TextFieldProps } from '@mui/material/TextField'
import { useState } from 'react'
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { errorKey } from '../lib/form-errors'

type Props<T extends FieldValues> = {
  control: Control<T>
  name: FieldPath<T>
  label: string
} & Pick<TextFieldProps, 'type' | 'autoComplete' | 'autoFocus' | 'placeholder' | 'inputMode'>

/** A react-hook-form text field whose error (a zod or API text) is shown translated. */
export function FormTextField<T extends FieldValues>({ control, name, label, type, ...rest }: Props<T>) {
  const { t } = useTranslation()
  const [reveal, setReveal] = useState(false)
  const password = type === 'password'
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          {...rest}
          value={field.value ?? ''}
          inputRef={field.ref}
          id={`field-${name}`}
          label={label}
          type={password && reveal ? 'text' : type}
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error ? t(errorKey(fieldState.error.message)) : undefined}
          slotProps={
            password
              ? {
                  input: {
                    endAdornment: (
                      <InputAdornment position="end">
                        <IconButton
                          edge="end"
                          aria-label={t(reveal ? 'auth.hidePassword' : 'auth.showPassword')}
                          onClick={() => setReveal((value) => !value)}
                        >
                          {reveal ? <VisibilityOff /> : <Visibility />}
                        </IconButton>
                      </InputAdornment>
                    ),
                  },
                }
              : undefined
          }
        />
      )}
    />
  )
}
