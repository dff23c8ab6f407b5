import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { businessDayOf, ticketPaths } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadAttachment } from '../../../lib/download-file'
import { useErrorText } from '../../../lib/error-text'

/** The last eight calendar quarters, newest first (`2026-Q4`), counted from the business day. */
export function recentQuarters(today: string, count = 8) {
  let year = Number(today.slice(0, 4))
  let quarter = Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1
  const quarters: string[] = []
  for (let index = 0; index < count; index += 1) {
    quarters.push(`${year}-Q${quarter}`)
    quarter -= 1
    if (quarter === 0) [year, quarter] = [year - 1, 4]
  }
  return quarters
}

/**
 * The quarter's complaints register as CONDUSEF's REUNE asks it (issue 36), for the desk: the last quarter is
 * proposed (the one a report is due for), the file is the register's CSV in Spanish.
 */
export function ComplaintRegisterExport() {
  const { t } = useTranslation('tickets')
  const { callText } = useErrorText('tickets')
  const quarters = recentQuarters(businessDayOf(new Date()))
  const [open, setOpen] = useState(false)
  const [quarter, setQuarter] = useState(quarters[1]!)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setError(null)
    setBusy(true)
    try {
      await downloadAttachment(
        `${ticketPaths.complaintsExport}?quarter=${quarter}`,
        `reclamaciones-${quarter}.csv`,
      )
      setOpen(false)
    } catch (failure) {
      setError(callText(failure))
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('complaint.register')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{t('complaint.register')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('complaint.registerExplain')}
          </Typography>
          <TextField
            select
            fullWidth
            id="complaint-quarter"
            label={t('complaint.quarter')}
            value={quarter}
            onChange={(event) => setQuarter(event.target.value)}
          >
            {quarters.map((value) => (
              <MenuItem key={value} value={value}>
                {t('complaint.quarterLabel', { quarter: value.slice(-1), year: value.slice(0, 4) })}
              </MenuItem>
            ))}
          </TextField>
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('detail.cancel')}</Button>
          <Button variant="contained" disabled={busy} onClick={() => void download()}>
            {t('complaint.download')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
