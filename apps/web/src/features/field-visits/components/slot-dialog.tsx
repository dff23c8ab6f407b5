import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { Booking, FieldAgent, VisitRequest } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { placeFieldErrors, useErrorText } from '../../../lib/error-text'
import { useBookingWrites } from '../api/change-bookings'
import { fromLocalInput, toLocalInput } from './local-time'

/** What the dialog works on: a pending request to book, or a live booking to move or cancel. */
export type SlotDraft =
  | { kind: 'book'; request: VisitRequest; start: Date; end: Date; agentId: number | null }
  | { kind: 'change'; booking: Booking; start: Date; end: Date; agentId: number }

interface Props {
  draft: SlotDraft
  agents: FieldAgent[]
  onClose: (done: boolean) => void
}

/** Book a slot, or reschedule / cancel a booking, each with the reason the API asks for. */
export function SlotDialog({ draft, agents, onClose }: Props) {
  const { t } = useTranslation('fieldVisits')
  const { fieldText, callText } = useErrorText('fieldVisits')
  const writes = useBookingWrites()
  const [agentId, setAgentId] = useState(draft.agentId ?? agents[0]?.id ?? 0)
  const [start, setStart] = useState(toLocalInput(draft.start))
  const [end, setEnd] = useState(toLocalInput(draft.end))
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<string | null>(null)
  const busy = writes.book.isPending || writes.reschedule.isPending || writes.cancel.isPending
  const application = draft.kind === 'book' ? draft.request.application : draft.booking.application

  const fail = (error: unknown) => {
    const next: Record<string, string> = {}
    const placed = placeFieldErrors(error, (field, entry) => ((next[field] = fieldText(entry, field)), true))
    setErrors(next)
    setMessage(placed && !next.startsAt ? null : callText(error))
  }
  const slot = { startsAt: fromLocalInput(start), endsAt: fromLocalInput(end) }
  const save = () => {
    setErrors({})
    setMessage(null)
    const done = { onSuccess: () => onClose(true), onError: fail }
    if (draft.kind === 'book') writes.book.mutate({ requestId: draft.request.id, agentId, ...slot }, done)
    else
      writes.reschedule.mutate(
        { bookingId: draft.booking.id, agentId, reason, version: draft.booking.version, ...slot },
        done,
      )
  }
  const cancelVisit = () => {
    if (draft.kind !== 'change') return
    writes.cancel.mutate(
      { bookingId: draft.booking.id, reason, version: draft.booking.version },
      { onSuccess: () => onClose(true), onError: fail },
    )
  }

  return (
    <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="sm" aria-labelledby="slot-dialog-title">
      <DialogTitle id="slot-dialog-title">
        {t(draft.kind === 'book' ? 'schedule.bookTitle' : 'schedule.changeTitle', {
          folio: application.folio,
        })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">
            {application.applicantName} · {application.address}
          </Typography>
          <TextField
            select
            id="slot-agent"
            label={t('schedule.agent')}
            value={agentId || ''}
            onChange={(event) => setAgentId(Number(event.target.value))}
            error={Boolean(errors.agentId)}
            helperText={errors.agentId}
          >
            {agents.map((agent) => (
              <MenuItem key={agent.id} value={agent.id}>
                {agent.fullName}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              id="slot-start"
              type="datetime-local"
              label={t('schedule.start')}
              value={start}
              onChange={(event) => setStart(event.target.value)}
              error={Boolean(errors.startsAt)}
              helperText={errors.startsAt}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
            <TextField
              id="slot-end"
              type="datetime-local"
              label={t('schedule.end')}
              value={end}
              onChange={(event) => setEnd(event.target.value)}
              error={Boolean(errors.endsAt)}
              helperText={errors.endsAt}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
          </Stack>
          {draft.kind === 'change' && (
            <TextField
              id="slot-reason"
              label={t('schedule.reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={Boolean(errors.reason)}
              helperText={errors.reason ?? t('schedule.reasonHelp')}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
          )}
          {message && (
            <Alert severity="error" role="alert">
              {message}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {draft.kind === 'change' && (
          <Button color="error" onClick={cancelVisit} disabled={busy} sx={{ marginInlineEnd: 'auto' }}>
            {t('schedule.cancelVisit')}
          </Button>
        )}
        <Button onClick={() => onClose(false)}>{t('schedule.close')}</Button>
        <Button variant="contained" onClick={save} disabled={busy || !agentId}>
          {t(draft.kind === 'book' ? 'schedule.book' : 'schedule.reschedule')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
