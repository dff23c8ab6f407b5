import Chip, { type ChipProps } from '@mui/material/Chip'
import type { JobState } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'

const colors: Record<JobState, ChipProps['color']> = {
  queued: 'default',
  running: 'info',
  succeeded: 'success',
  failed: 'warning',
  dead: 'error',
}

export function JobStateChip({ state }: { state: JobState }) {
  const { t } = useTranslation('jobs')
  return <Chip size="small" variant="outlined" color={colors[state]} label={t(`state.${state}`)} />
}
