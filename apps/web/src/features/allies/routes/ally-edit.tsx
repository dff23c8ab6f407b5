import Alert from '@mui/material/Alert'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useParams } from 'react-router'
import { useAlly } from '../api/get-ally'
import { useAllyCatalogs } from '../api/get-catalogs'
import { useStaffOptions } from '../api/get-staff-options'
import { AllyForm } from '../components/ally-form'
import { AllyPage } from '../components/ally-page'
import { useSelectedAlly, useSetSelectedAlly } from '../components/selected-ally'
import { useErrorText } from '../../../lib/error-text'

/** /apps/aliados/edit/:id (read Aliados): the ally's sub-pages Aliado, Comercial and Files. */
export function Component() {
  const { t } = useTranslation('allies')
  const { callText } = useErrorText('allies')
  const id = Number(useParams().id)
  const created = Boolean((useLocation().state as { created?: boolean } | null)?.created)
  const ally = useAlly(id)
  const catalogs = useAllyCatalogs()
  const staff = useStaffOptions()
  const selected = useSelectedAlly()
  const select = useSetSelectedAlly()
  useEffect(() => {
    if (ally.data) select(ally.data)
  }, [ally.data, select])
  const shown = ally.data ?? (selected?.id === id ? selected : null)
  const error = ally.error ?? catalogs.error ?? staff.error
  return (
    <AllyPage
      title={shown ? shown.allyName : t('form.editTitle')}
      subtitle={ally.data ? t('form.editSubtitle', { id, created: ally.data.created }) : undefined}
      avatar={shown ? { name: shown.allyName, image: shown.image } : undefined}
      loading={ally.isPending || catalogs.isPending || staff.isPending}
      error={error ? callText(error) : null}
      onRetry={() => {
        void ally.refetch()
        void catalogs.refetch()
        void staff.refetch()
      }}
    >
      {created && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('form.created')}
        </Alert>
      )}
      {ally.data && catalogs.data && staff.data && (
        <AllyForm
          key={ally.data.id}
          catalogs={catalogs.data}
          staff={staff.data}
          detail={ally.data}
          onReload={() => void ally.refetch()}
        />
      )}
    </AllyPage>
  )
}
