import Chip from '@mui/material/Chip'
import type { FundingStatus } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'

const colors = { pending: 'default', assigned: 'info', disbursed: 'success' } as const

/** The funding status of an application; outlined so its text keeps the body colour (AA contrast). */
export function FundingStatusChip({ status }: { status: FundingStatus }) {
  const { t } = useTranslation('funding')
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colors[status]}
      label={t(`statuses.${status}`)}
      sx={{ color: 'text.primary' }}
    />
  )
}
