import Add from '@mui/icons-material/Add'
import Button from '@mui/material/Button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useApplications } from '../api/list-credit-applications'
import { ApplicationListView } from '../components/credit-application-list-view'
import {
  CreateApplicationDialog,
  useCapturableProducts,
} from '../components/create-credit-application-dialog'

/** /apps/solicitudes/list (read Documentos): every application, with "Nueva solicitud" for capturers. */
export function Component() {
  const { t } = useTranslation('applications')
  const mayCapture = useCapturableProducts().length > 0
  const [creating, setCreating] = useState(false)
  return (
    <ApplicationListView
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      headerActions={
        mayCapture ? (
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            {t('create.open')}
          </Button>
        ) : undefined
      }
      fileName="solicitudes"
      useList={useApplications}
    >
      {creating && <CreateApplicationDialog open onClose={() => setCreating(false)} />}
    </ApplicationListView>
  )
}
