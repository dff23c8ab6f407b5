import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { useErrorText } from '../../../lib/error-text'
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format'
import { refusalError } from '../../../lib/offline/outbox'
import { deskChanges } from '../offline/desk-outbox'
import { deskStore, type DeskCapture } from '../offline/desk-store'
import { CaptureChip } from './capture-chip'
import { SummaryLine } from './contact-history'

interface Props {
  captures: DeskCapture[]
  /**
   * Opens the capture's dialog with what was captured, to correct it and send it again (absent when the loan
   * is no longer the collector's: only discarding is left).
   */
  onEdit?: (capture: DeskCapture) => void
}

/**
 * The loan's contacts and promises captured on this phone (issue 39) and where each stands: saved on the phone
 * (sent by itself when the signal returns), sending, sent, or refused with the API's reason in words, to be
 * edited and sent again or discarded. Nothing leaves the phone unless sent or discarded.
 */
export function PhoneCaptures({ captures, onEdit }: Props) {
  const { t } = useTranslation('collections')
  if (captures.length === 0) return null
  return (
    <Card component="section" aria-labelledby="desk-phone">
      <CardContent>
        <Typography id="desk-phone" variant="h6" component="h2">
          {t('offline.onPhone')}
        </Typography>
        <List dense aria-label={t('offline.onPhone')}>
          {captures.map((capture) => (
            <CaptureRow key={capture.id} capture={capture} onEdit={onEdit} />
          ))}
        </List>
      </CardContent>
    </Card>
  )
}

function CaptureRow({ capture, onEdit }: { capture: DeskCapture; onEdit: Props['onEdit'] }) {
  const { t, i18n } = useTranslation('collections')
  const { callText } = useErrorText('collections')
  const language = i18n.language
  const what =
    capture.kind === 'promise'
      ? t('offline.promiseLine', {
          amount: formatMoney(capture.body.amountCents),
          date: formatDate(capture.body.promisedOn, language),
        })
      : [
          t(`channels.${capture.body.channel}`),
          t(`directions.${capture.body.direction}`),
          capture.body.outcome ? t(`outcomes.${capture.body.outcome}`) : null,
        ]
          .filter(Boolean)
          .join(' · ')
  const summary = capture.kind === 'contact' ? capture.body.summary : ''
  const [discarding, setDiscarding] = useState(false)
  const discard = () => void deskStore.dropCapture(capture.id).then(deskChanges.notify)
  return (
    <ListItem divider disableGutters data-testid="phone-capture" sx={{ display: 'block' }}>
      <ListItemText
        primary={what}
        secondary={
          <>
            {t('offline.capturedAt', { date: formatDateTime(capture.capturedAt, language) })}
            {summary && <SummaryLine summary={summary} />}
          </>
        }
        sx={{ my: 0 }}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <CaptureChip state={capture.state} />
        {capture.state === 'saved' && (
          <Typography variant="body2" color="text.secondary">
            {t('offline.waiting')}
          </Typography>
        )}
      </Stack>
      {capture.state === 'refused' && capture.refusal && (
        <Alert severity="error" role="status" sx={{ mt: 1 }} data-testid="capture-refusal">
          {t('offline.refused', { reason: callText(refusalError(capture.refusal)) })}
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
            {onEdit && (
              <Button size="small" variant="outlined" onClick={() => onEdit(capture)}>
                {t('offline.edit')}
              </Button>
            )}
            <Button size="small" color="inherit" onClick={() => setDiscarding(true)}>
              {t('offline.discard')}
            </Button>
          </Stack>
        </Alert>
      )}
      <ConfirmDialog
        open={discarding}
        title={t('offline.discardTitle')}
        text={t('offline.discardText', { what })}
        confirmLabel={t('offline.discard')}
        onConfirm={discard}
        onClose={() => setDiscarding(false)}
      />
    </ListItem>
  )
}
