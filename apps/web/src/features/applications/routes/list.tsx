import Add from '@mui/icons-material/Add'
import Button from '@mui/material/Button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useApplications } from '../api/get-applications'
import { ApplicationListView } from '../components/application-list-view'
import { CreateApplicationDialog, useCapturableProducts } from '../components/create-application-dialog'
import { PageHeader } from '../components/page-header'

/** /apps/solicitudes/list (read Documentos): every application, with "Nueva solicitud" for capturers. */
export function Component() {
  const { t } = useTranslation('applications')
  const mayCapture = useCapturableProducts().length > 0
  const [creating, setCreating] = useState(false)
  return (
    <>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          mayCapture ? (
            <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
              {t('create.open')}
            </Button>
          ) : undefined
        }
      />
      <ApplicationListView label={t('list.title')} fileName="solicitudes" useList={useApplications} />
      {creating && <CreateApplicationDialog open onClose={() => setCreating(false)} />}
    </>
  )
}
