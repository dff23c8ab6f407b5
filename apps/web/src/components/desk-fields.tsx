import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { UseQueryResult } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { placeFieldErrors, useErrorText } from '../lib/error-text'

interface ChoiceProps {
  id: string
  label: string
  value: string
  options: ReadonlyArray<{ value: string; label: string }>
  onChange: (value: string) => void
  error?: string | undefined
}

/** A labelled single choice (the desk's forms: reference, outcome, channel). */
export function ChoiceField({ id, label, value, options, onChange, error }: ChoiceProps) {
  return (
    <TextField
      select
      fullWidth
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  )
}

/**
 * A desk form's failure state: each 400 field entry worded beside its field, anything else one message.
 * `fail(error)` reads the answer; `fieldError(name)` and `message` feed the form.
 */
export function useDeskErrors(namespace: string) {
  const { fieldText, callText } = useErrorText(namespace)
  const [fields, setFields] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<string | null>(null)
  return {
    message,
    fieldError: (name: string) => fields[name],
    clear: () => (setFields({}), setMessage(null)),
    fail: (error: unknown) => {
      const next: Record<string, string> = {}
      const placed = placeFieldErrors(error, (field, entry) => {
        next[field] = fieldText(entry, field)
        return true
      })
      setFields(next)
      setMessage(placed ? null : callText(error))
    },
  }
}

/** A desk list's loading bar and error alert with a retry (`problems.reload` and `.generic` of the namespace). */
export function QueryState(props: { query: UseQueryResult; loadingLabel: string; namespace: string }) {
  const { query, loadingLabel } = props
  const { t } = useTranslation(props.namespace)
  if (query.isPending) return <LinearProgress aria-label={loadingLabel} />
  if (!query.isError) return null
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={() => void query.refetch()}>
          {t('problems.reload')}
        </Button>
      }
    >
      {t('problems.generic')}
    </Alert>
  )
}

interface TextProps {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | undefined
}

/** A free-text box of a desk form (notes, message, answer): up to 2,000 characters. */
export function LongTextField({ id, label, value, onChange, error }: TextProps) {
  return (
    <TextField
      fullWidth
      multiline
      minRows={2}
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      sx={{ mt: 2 }}
      slotProps={{ htmlInput: { maxLength: 2000 } }}
    />
  )
}

/** The end of a desk form: the failure that belongs to no field, then the submit button. */
export function FormEnd(props: { message: string | null; label: string; disabled: boolean }) {
  return (
    <>
      {props.message && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {props.message}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={props.disabled}>
          {props.label}
        </Button>
      </Box>
    </>
  )
}

/** A desk form: an outlined box with its title, which names the form for assistive technology. */
export function DeskForm(props: {
  title: string
  onSubmit: (event: React.FormEvent) => void
  children: ReactNode
}) {
  return (
    <Paper
      variant="outlined"
      component="form"
      onSubmit={props.onSubmit}
      noValidate
      sx={{ p: 2 }}
      aria-label={props.title}
    >
      <Typography variant="subtitle1" component="h2" sx={{ mb: 2 }}>
        {props.title}
      </Typography>
      {props.children}
    </Paper>
  )
}
