import Chip from '@mui/material/Chip'
import { useTranslation } from 'react-i18next'
import type { DeskCaptureState } from '../offline/desk-store'

const chipColour = { saved: 'info', sending: 'info', sent: 'success', refused: 'error' } as const

/** Where a capture stands (saved on the phone, sending, sent, refused), with how many when more than one. */
export function CaptureChip({ state, count = 1 }: { state: DeskCaptureState; count?: number }) {
  const { t } = useTranslation('collections')
  const label = t(`offline.state.${state}`)
  return (
    <Chip
      size="small"
      color={chipColour[state]}
      variant={state === 'sent' ? 'outlined' : 'filled'}
      label={count > 1 ? `${label} (${count})` : label}
      data-testid="capture-state"
    />
  )
}
