import Chip from '@mui/material/Chip'
import type { CampaignStatus } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'

const colors: Record<CampaignStatus, 'default' | 'info' | 'success' | 'warning' | 'primary'> = {
  draft: 'default',
  scheduled: 'info',
  running: 'primary',
  paused: 'warning',
  completed: 'success',
}

export const CampaignStatusChip = ({ status }: { status: CampaignStatus }) => {
  const { t } = useTranslation('messaging')
  return <Chip size="small" color={colors[status]} label={t(`campaignStatus.${status}`)} />
}
