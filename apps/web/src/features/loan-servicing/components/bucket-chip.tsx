import Chip from '@mui/material/Chip'
import type { ArrearsBucket } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'

/** One colour per arrears bucket, darkening with the days; white text at WCAG AA contrast in both themes. */
export const bucketColors: Record<ArrearsBucket, string> = {
  current: '#1B5E20',
  dpd_1_29: '#8D5A00',
  dpd_30_59: '#BF360C',
  dpd_60_89: '#B71C1C',
  dpd_90_plus: '#4A148C',
}

/** The bucket as a chip; with `days`, the days past due beside it. */
export function BucketChip({ bucket, days }: { bucket: ArrearsBucket; days?: number }) {
  const { t } = useTranslation('loanServicing')
  const label = t(`loanServicing.buckets.${bucket}`)
  return (
    <Chip
      size="small"
      label={days && days > 0 ? `${t('loanServicing.days', { count: days })} · ${label}` : label}
      sx={{ bgcolor: bucketColors[bucket], color: '#fff', fontWeight: 500 }}
    />
  )
}
