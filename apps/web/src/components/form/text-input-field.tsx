import Visibility from '@mui/icons-material/Visibility'
import VisibilityOff from '@mui/icons-material/VisibilityOff'
import FormControl from '@mui/material/FormControl'
import FormHelperText from '@mui/material/FormHelperText'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import InputLabel from '@mui/material/InputLabel'
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput'
import { useState, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../lib/error-text'

export type TextInputFieldProps = {
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  inputRef?: Ref<HTMLInputElement>
  /** A zod or API text; shown translated. */
  error?: string | undefined
  inputMode?: 'email' | 'numeric' | 'text'
} & Pick<OutlinedInputProps, 'type' | 'autoComplete' | 'autoFocus' | 'placeholder'>

/**
 * A text field whose error is shown translated, with a show/hide button for passwords (the in-app auth forms:
 * register, reset, two steps). Composed from FormControl and OutlinedInput rather than TextField, which would
 * bring Select, Menu and Modal along. The /login page has its own plain field (features/auth SignInField).
 */
export function TextInputField({
  name,
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  type,
  inputMode,
  ...rest
}: TextInputFieldProps) {
  const { t } = useTranslation()
  const { fieldText } = useErrorText()
  const [reveal, setReveal] = useState(false)
  const password = type === 'password'
  return (
    <FormControl fullWidth variant="outlined" error={Boolean(error)}>
      <InputLabel htmlFor={`field-${name}`}>{label}</InputLabel>
      <OutlinedInput
        {...rest}
        id={`field-${name}`}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        inputRef={inputRef}
        label={label}
        type={password && reveal ? 'text' : type}
        inputProps={{ inputMode }}
        aria-describedby={error ? `field-${name}-error` : undefined}
        endAdornment={
          password ? (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={t(reveal ? 'auth.hidePassword' : 'auth.showPassword')}
                onClick={() => setReveal((shown) => !shown)}
              >
                {reveal ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ) : undefined
        }
      />
      {error && <FormHelperText id={`field-${name}-error`}>{fieldText(error, name)}</FormHelperText>}
    </FormControl>
  )
}
