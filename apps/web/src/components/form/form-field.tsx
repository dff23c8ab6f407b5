import MenuItem from '@mui/material/MenuItem'
import TextField, { type TextFieldProps } from '@mui/material/TextField'
import { useId, useRef } from 'react'
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { useErrorText } from '../../lib/error-text'
import { centsToPesosText, pesosTextToCents } from './money'

/** The inputs a kit field can be; a select follows from `options`. */
export type FormFieldKind = 'text' | 'date' | 'datetime' | 'money'

export interface FieldOption {
  value: string | number
  label: string
}

type FormFieldProps<T extends FieldValues, O extends FieldValues> = {
  control: Control<T, unknown, O>
  name: FieldPath<T>
  label: string
  /** The feature's i18n namespace, where its field errors are worded (lib/error-text). */
  namespace?: string
  /** The input's id is `<idPrefix>-<name>` (stable for labels and tests); else a generated one. */
  idPrefix?: string
  /**
   * text (default); date (a yyyy-mm-dd input); datetime (a datetime-local input, yyyy-mm-ddThh:mm on the
   * reader's clock); money: the person types pesos, the form holds centavos (an integer, or null when empty).
   * A field with `options` is a select.
   */
  kind?: FormFieldKind
  /** Shown and focusable but not editable (a value the reader may see, not change; unlike disabled it is read aloud and copied). */
  readOnly?: boolean
  options?: FieldOption[]
  /** A select over numbers (user ids) keeps numbers in the form. */
  numeric?: boolean
  /** Called with the picked value of a select, after the form has it. */
  onPicked?: (value: string | number) => void
  multiline?: boolean
  /** Where its errors are worded (`fieldErrors.<errorField>.<code>`), when that differs from `name`. */
  errorField?: string
  inputMode?: 'email' | 'numeric' | 'decimal' | 'text' | 'tel'
  /** The most characters the input takes (a one-time code's six digits). */
  maxLength?: number
  /** Written left to right in every language (a host name, a user name): an Arabic screen does not reorder it. */
  ltr?: boolean
  /** A date's earliest and latest day the picker offers (yyyy-mm-dd); the schema or the API still checks. */
  min?: string
  max?: string
} & Pick<
  TextFieldProps,
  'type' | 'autoComplete' | 'autoFocus' | 'placeholder' | 'required' | 'disabled' | 'helperText'
>

/**
 * The form kit's field: a MUI text field, select, date or money input bound to react-hook-form, whose error
 * (a code from contracts or the API) is worded by `useErrorText` in the feature's namespace.
 */
export function FormField<T extends FieldValues, O extends FieldValues = T>({
  control,
  name,
  label,
  namespace,
  idPrefix,
  kind = 'text',
  options,
  numeric,
  onPicked,
  multiline,
  errorField,
  inputMode,
  helperText,
  type,
  readOnly,
  maxLength,
  ltr,
  min,
  max,
  ...rest
}: FormFieldProps<T, O>) {
  const { fieldText } = useErrorText(namespace)
  const generatedId = `${useId()}-${name}`
  const id = idPrefix ? `${idPrefix}-${name}` : generatedId
  const money = usePesosText()
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const toForm = (raw: string) => {
          if (kind === 'money') return pesosTextToCents(raw)
          return options && numeric ? Number(raw) : raw
        }
        const value: unknown = field.value
        return (
          <TextField
            {...rest}
            fullWidth
            size="small"
            id={id}
            name={field.name}
            value={kind === 'money' ? money.text(value) : (value ?? '')}
            onChange={(event) => {
              if (kind === 'money') money.typed(event.target.value)
              const next = toForm(event.target.value)
              field.onChange(next)
              if (options && next !== null) onPicked?.(next)
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            label={label}
            type={kind === 'date' ? 'date' : kind === 'datetime' ? 'datetime-local' : type}
            select={Boolean(options)}
            multiline={multiline}
            minRows={multiline ? 3 : undefined}
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error ? fieldText(fieldState.error.message, errorField ?? field.name) : helperText
            }
            slotProps={{
              inputLabel: kind === 'date' || kind === 'datetime' ? { shrink: true } : undefined,
              htmlInput: {
                inputMode: kind === 'money' ? 'decimal' : inputMode,
                readOnly,
                maxLength,
                dir: ltr ? 'ltr' : undefined,
                min,
                max,
              },
            }}
          >
            {options?.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        )
      }}
    />
  )
}

/**
 * What a money field shows: the text as typed while it still means the form's centavos (so "12." keeps its
 * dot), else the centavos as pesos (a reset or a loaded record).
 */
function usePesosText() {
  const typed = useRef('')
  return {
    typed: (text: string) => {
      typed.current = text
    },
    text: (cents: unknown) => {
      const parsed = pesosTextToCents(typed.current)
      const same = parsed === cents || (Number.isNaN(parsed) && Number.isNaN(cents))
      return same ? typed.current : centsToPesosText(cents as number | null | undefined)
    },
  }
}
