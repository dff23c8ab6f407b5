import { useTranslation } from 'react-i18next'
import { useLoans } from '../api/get-loans'
import { ApplicationListView } from '../components/application-list-view'
import { PageHeader } from '../components/page-header'

/** /apps/solicitudes/loans (read Documentos): the active loans. */
export function Component() {
  const { t } = useTranslation('applications')
  return (
    <>
      <PageHeader title={t('loans.title')} subtitle={t('loans.subtitle')} />
      <ApplicationListView
        label={t('loans.title')}
        fileName="creditos-activos"
        hideStage
        useList={useLoans}
        fixedFilters={{ stage: 'activo' }}
      />
    </>
  )
}
