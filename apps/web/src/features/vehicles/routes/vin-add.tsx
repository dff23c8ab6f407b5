import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ScreenHeader } from '../../../components/list-screen'
import { VinForm } from '../components/vin-form'

/** /apps/vin/add (read Admin; saving needs create Admin): a new VIN record. */
export function Component() {
  const { t } = useTranslation('vehicles')
  const navigate = useNavigate()
  return (
    <>
      <ScreenHeader title={t('form.addTitle')} subtitle={t('form.subtitle')} />
      <VinForm record={null} onSaved={(saved) => void navigate(`/apps/vin/edit/${saved.id}?saved=1`)} />
    </>
  )
}
