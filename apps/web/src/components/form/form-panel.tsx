import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { FormEvent, ReactNode } from 'react'

/**
 * A form set in a page rather than a dialog (the validation desk's, the committee's): an outlined box whose
 * title names the form for assistive technology. The browser's own submit and validation are left out.
 */
export function FormPanel(props: {
  title: string
  onSubmit: (event: FormEvent) => void
  children: ReactNode
}) {
  return (
    <Paper
      variant="outlined"
      component="form"
      onSubmit={(event: FormEvent) => {
        event.preventDefault()
        props.onSubmit(event)
      }}
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

/** The end of a form in a page: the refusal that belongs to no field (`form.serverError`), then the submit. */
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
