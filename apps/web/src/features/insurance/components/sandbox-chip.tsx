import Chip from '@mui/material/Chip'
import type { Theme } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'

/** "Cotización sandbox": the figures come from a built-in tariff, not from the insurer (issue 15). */
export function SandboxChip({ label }: { label?: string }) {
  const { t } = useTranslation('insurance')
  return (
    <Chip
      size="small"
      variant="outlined"
      label={label ?? t('quote.sandbox')}
      sx={(theme: Theme) => ({
        color: '#8A4B00',
        borderColor: '#8A4B00',
        ...theme.applyStyles('dark', { color: '#FFB870', borderColor: '#FFB870' }),
      })}
    />
  )
}
