import Button from '@mui/material/Button'
import Snackbar from '@mui/material/Snackbar'
import { useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { serviceWorkerUpdate } from './service-worker'

/**
 * "Nueva versión disponible — Actualizar": shown while a new version of the app waits (issue 39); it stays
 * until the user chooses, so a half-filled form is never reloaded away.
 */
export function UpdatePrompt() {
  const { t } = useTranslation()
  const waiting = useSyncExternalStore(serviceWorkerUpdate.subscribe, serviceWorkerUpdate.getSnapshot)
  return (
    <Snackbar
      open={waiting}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={t('appUpdate.available')}
      action={
        <Button color="inherit" size="small" onClick={() => void serviceWorkerUpdate.apply()}>
          {t('appUpdate.apply')}
        </Button>
      }
    />
  )
}
