import { useTranslation } from 'react-i18next'
import { useLoans } from '../api/get-loans'
import { ApplicationListView } from '../components/credit-application-list-view'

/** /apps/solicitudes/loans (read Documentos): the active loans. */
export function Component() {
  const { t } = useTranslation('applications')
  return (
    <ApplicationListView
      title={t('loans.title')}
      subtitle={t('loans.subtitle')}
      fileName="creditos-activos"
      hideStage
      useList={useLoans}
      fixedFilters={{ stage: 'activo' }}
    />
  )
}
