import Add from '@mui/icons-material/Add'
import Button from '@mui/material/Button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useApplications } from '../api/list-credit-applications'
import { ApplicationListView } from '../components/credit-application-list-view'
import {
  CreateApplicationDialog,
  useCapturableProducts,
} from '../components/create-credit-application-dialog'

/** /apps/solicitudes/list (read Documentos): every application, with "Nueva solicitud" for capturers (also `?create=1`). */
export function Component() {
  const { t } = useTranslation('applications')
  const mayCapture = useCapturableProducts().length > 0
  const [searchParams, setSearchParams] = useSearchParams()
  // `?create=1` (the command palette's "Nueva solicitud") opens the capture dialog once.
  const [creating, setCreating] = useState(() => mayCapture && searchParams.get('create') === '1')
  const closeCreate = () => {
    setCreating(false)
    if (searchParams.has('create'))
      setSearchParams((current) => {
        const next = new URLSearchParams(current)
        next.delete('create')
        return next
      })
  }
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
      {creating && <CreateApplicationDialog open onClose={closeCreate} />}
    </ApplicationListView>
  )
}
