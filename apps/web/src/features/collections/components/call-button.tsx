import PhoneIcon from '@mui/icons-material/Phone'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { telLink } from './desk-words'

/** One tap to call the customer (a tel: link: the phone dials, a desk's softphone picks it up). */
export function CallButton({ phone, name }: { phone: string | null; name: string }) {
  const { t } = useTranslation('collections')
  if (!phone) return null
  return (
    <Button
      href={telLink(phone)}
      variant="contained"
      size="small"
      startIcon={<PhoneIcon />}
      aria-label={t('actions.callName', { name })}
      sx={{ minHeight: 36 }}
    >
      {t('actions.call')}
    </Button>
  )
}
