import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { FieldAgent } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldGrid, useContractForm, type GridFieldSpec } from '../../../components/form'
import { useErrorText } from '../../../lib/error-text'
import { useBookingWrites } from '../api/change-bookings'
import { toLocalInput } from './local-time'
import { slotSchema, type SlotBody, type SlotDraft, type SlotValues } from './slot-form-values'

interface Props {
  draft: SlotDraft
  agents: FieldAgent[]
  onClose: (done: boolean) => void
}

/** Book a slot, or reschedule / cancel a booking, each with the reason the API asks for. */
export function SlotDialog({ draft, agents, onClose }: Props) {
  const { t } = useTranslation('fieldVisits')
  const { callText } = useErrorText('fieldVisits')
  const writes = useBookingWrites()
  const form = useContractForm(slotSchema(draft), {
    namespace: 'fieldVisits',
    defaultValues: {
      action: 'save',
      agentId: draft.agentId ?? agents[0]?.id ?? '',
      startsAt: toLocalInput(draft.start),
      endsAt: toLocalInput(draft.end),
      reason: '',
    },
  })
  // A refused slot (the agent busy, outside hours) is marked on its start and said in words as well.
  const [slotRefusal, setSlotRefusal] = useState<string | null>(null)
  const busy = form.formState.isSubmitting
  const application = draft.kind === 'book' ? draft.request.application : draft.booking.application
  const fields: GridFieldSpec<SlotValues>[] = [
    {
      name: 'agentId',
      labelKey: 'schedule.agent',
      kind: 'select',
      numeric: true,
      options: agents.map((agent) => ({ value: agent.id, label: agent.fullName })),
    },
    { name: 'startsAt', labelKey: 'schedule.start', kind: 'datetime', size: 'half' },
    { name: 'endsAt', labelKey: 'schedule.end', kind: 'datetime', size: 'half' },
    ...(draft.kind === 'change'
      ? [
          {
            name: 'reason',
            labelKey: 'schedule.reason',
            multiline: true,
            helperKey: 'schedule.reasonHelp',
          } satisfies GridFieldSpec<SlotValues>,
        ]
      : []),
  ]

  const send = async ({ call, body }: SlotBody) => {
    if (call === 'book') return writes.book.mutateAsync(body)
    if (call === 'reschedule') return writes.reschedule.mutateAsync(body)
    return writes.cancel.mutateAsync(body)
  }
  const submit = form.handleSubmit(async (request) => {
    form.clearServerError()
    setSlotRefusal(null)
    try {
      await send(request)
      onClose(true)
    } catch (failure) {
      const placed = form.failWith(failure)
      setSlotRefusal(placed && form.getFieldState('startsAt').invalid ? callText(failure) : null)
    }
  })
  const press = (action: SlotValues['action']) => {
    form.setValue('action', action)
    void submit()
  }
  const message = form.serverError ?? slotRefusal

  return (
    <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="sm" aria-labelledby="slot-dialog-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          press('save')
        }}
      >
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
            <FieldGrid control={form.control} namespace="fieldVisits" fields={fields} idPrefix="slot" />
            {message && (
              <Alert severity="error" role="alert">
                {message}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          {draft.kind === 'change' && (
            <Button
              color="error"
              onClick={() => press('cancel')}
              disabled={busy}
              sx={{ marginInlineEnd: 'auto' }}
            >
              {t('schedule.cancelVisit')}
            </Button>
          )}
          <Button onClick={() => onClose(false)}>{t('schedule.close')}</Button>
          <Button type="submit" variant="contained" disabled={busy || form.watch('agentId') === ''}>
            {t(draft.kind === 'book' ? 'schedule.book' : 'schedule.reschedule')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
