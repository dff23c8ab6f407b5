import Chip from '@mui/material/Chip'
import type { ContractStatus } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'

const colours: Record<ContractStatus, 'default' | 'info' | 'success' | 'error'> = {
  generated: 'info',
  signed: 'success',
  superseded: 'default',
  cancelled: 'error',
}

/** The version's status; outlined, so its text keeps the body colour (AA contrast in both themes). */
export function ContractStatusChip({ status }: { status: ContractStatus }) {
  const { t } = useTranslation('contracts')
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colours[status]}
      label={t(`statuses.${status}`)}
      sx={{ color: 'text.primary' }}
    />
  )
}
