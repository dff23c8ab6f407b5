import Alert from '@mui/material/Alert'
import { useTranslation } from 'react-i18next'

/** Every demo screen says it shows sample data, not the product's (spec §1). */
export function DemoBanner() {
  const { t } = useTranslation('demo')
  return (
    <Alert severity="info" variant="outlined" sx={{ mb: 3 }} role="note">
      {t('banner')}
    </Alert>
  )
}
