import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { placeFieldErrors, useErrorText } from '../../lib/error-text'

interface Values {
  name: string
  shared: boolean
  isDefault: boolean
}

/** Names the list as it is now and says whether the role shares it and whether it opens by default. */
export function SaveViewDialog(props: {
  busy: boolean
  onClose: () => void
  onSave: (values: Values) => Promise<unknown>
}) {
  const { t } = useTranslation()
  const { fieldText, callText } = useErrorText()
  const titleId = useId()
  const [values, setValues] = useState<Values>({ name: '', shared: false, isDefault: false })
  const [nameError, setNameError] = useState('')
  const [failure, setFailure] = useState('')
  const submit = async () => {
    setFailure('')
    setNameError('')
    if (!values.name.trim()) return setNameError(fieldText('required', 'name'))
    try {
      await props.onSave({ ...values, name: values.name.trim() })
    } catch (error) {
      const placed = placeFieldErrors(error, (field, entry) => {
        if (field !== 'name') return false
        setNameError(fieldText(entry, field))
        return true
      })
      if (!placed) setFailure(callText(error))
    }
  }
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('savedViews.saveTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextField
            autoFocus
            size="small"
            label={t('savedViews.name')}
            value={values.name}
            onChange={(event) => setValues({ ...values, name: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 60 } }}
            error={Boolean(nameError)}
            helperText={nameError || ' '}
          />
          <FormControlLabel
            control={
              <Switch checked={values.shared} onChange={(_, shared) => setValues({ ...values, shared })} />
            }
            label={t('savedViews.shared')}
          />
          <FormControlLabel
            control={
              <Switch
                checked={values.isDefault}
                onChange={(_, isDefault) => setValues({ ...values, isDefault })}
              />
            }
            label={t('savedViews.default')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('savedViews.cancel')}</Button>
        <Button variant="contained" disabled={props.busy} onClick={() => void submit()}>
          {t('savedViews.saveButton')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
