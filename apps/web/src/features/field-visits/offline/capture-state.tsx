import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'
import { exportCapture } from './export-capture'
import type { CapturedVisit } from './visit-store'

const chipColour = {
  draft: 'default',
  saved: 'info',
  sending: 'info',
  sent: 'success',
  refused: 'error',
  conflict: 'warning',
} as const

/** The API's codes the agent reads in words; any other reason is shown as the API wrote it. */
const knownReasons = new Set(['visit_closed', 'stale_version', 'visit_not_started', 'not_found'])

export function useReasonText() {
  const { t } = useTranslation('fieldVisits')
  return (reason: string | null) =>
    reason === null ? '' : knownReasons.has(reason) ? t(`offline.reasons.${reason}`) : reason
}

/** The capture's state on a visit card: saved on the phone, sending, sent, refused or in conflict. */
export function CaptureChip({ capture }: { capture: CapturedVisit }) {
  const { t } = useTranslation('fieldVisits')
  return (
    <Chip
      size="small"
      color={chipColour[capture.state]}
      label={t(`offline.state.${capture.state}`)}
      data-testid="capture-state"
    />
  )
}

interface Props {
  capture: CapturedVisit
  onDiscard?: () => void
}

/**
 * What became of a report sent from the form, in words: waiting for a signal, sending, refused with the
 * reason (the form below marks what to correct), or a conflict (the visit changed meanwhile: export what was captured).
 */
export function CaptureState({ capture, onDiscard }: Props) {
  const { t } = useTranslation('fieldVisits')
  const reasonText = useReasonText()
  const reason = reasonText(capture.reason)
  const photos = capture.photos.length
  const severity = {
    draft: 'info',
    saved: 'info',
    sending: 'info',
    sent: 'success',
    refused: 'error',
    conflict: 'warning',
  } as const
  const canExport = capture.state === 'refused' || capture.state === 'conflict' || capture.state === 'saved'
  return (
    <Alert severity={severity[capture.state]} role="status" data-testid="capture-status" sx={{ mb: 2 }}>
      {t(`offline.explain.${capture.state}`, { reason, count: photos })}
      {(canExport || onDiscard) && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
          {canExport && (
            <Button size="small" variant="outlined" onClick={() => void exportCapture(capture)}>
              {t('offline.export')}
            </Button>
          )}
          {capture.state === 'conflict' && onDiscard && (
            <Button size="small" color="inherit" onClick={onDiscard}>
              {t('offline.discard')}
            </Button>
          )}
        </Stack>
      )}
    </Alert>
  )
}
