import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useAllyCatalogs } from '../api/get-catalogs'
import { useStaffOptions } from '../api/get-staff-options'
import { AllyForm } from '../components/ally-form'
import { AllyPage } from '../components/ally-page'
import { useSetSelectedAlly } from '../components/selected-ally'
import { useErrorText } from '../../../lib/error-text'

/** /apps/aliados/add (read Aliados): sub-pages Aliado and Comercial; Files once saved. */
export function Component() {
  const { t } = useTranslation('allies')
  const { callText } = useErrorText('allies')
  const catalogs = useAllyCatalogs()
  const staff = useStaffOptions()
  const select = useSetSelectedAlly()
  useEffect(() => {
    select(null)
  }, [select])
  const error = catalogs.error ?? staff.error
  return (
    <AllyPage
      title={t('form.addTitle')}
      subtitle={t('form.addSubtitle')}
      loading={catalogs.isPending || staff.isPending}
      error={error ? callText(error) : null}
      onRetry={() => {
        void catalogs.refetch()
        void staff.refetch()
      }}
    >
      {catalogs.data && staff.data && <AllyForm catalogs={catalogs.data} staff={staff.data} />}
    </AllyPage>
  )
}
