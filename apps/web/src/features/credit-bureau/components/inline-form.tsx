import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import type { FormEvent, ReactNode } from 'react'

/** A bureau form set in one row of the panel (the consent, a forced pull), its refusal in words below it. */
export function InlineForm(props: {
  label: string
  onSubmit: (event: FormEvent) => void
  error: string | null
  children: ReactNode
}) {
  return (
    <Box
      component="form"
      noValidate
      aria-label={props.label}
      onSubmit={props.onSubmit}
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      {props.children}
      {props.error && (
        <Alert severity="error" sx={{ width: '100%' }}>
          {props.error}
        </Alert>
      )}
    </Box>
  )
}
