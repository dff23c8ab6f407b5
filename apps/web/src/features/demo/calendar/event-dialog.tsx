import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Alert from '@mui/material/Alert'
import { calendarEventInputSchema, calendarNames, type CalendarEventInput } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../lib/error-text'

/** What the dialog edits: the event's fields with local date-time texts (YYYY-MM-DDTHH:mm). */
export interface EventDraft {
  id?: number
  version?: number
  title: string
  start: string
  end: string
  allDay: boolean
  calendar: CalendarEventInput['calendar']
  location: string
  description: string
}

const toInstant = (local: string) => new Date(local).toISOString()

interface EventDialogProps {
  draft: EventDraft
  busy: boolean
  error: string | null
  onSave: (input: CalendarEventInput) => void
  onDelete?: () => void
  onClose: () => void
}

/** Add or edit an event; the contract's schema checks it before it is sent (the server checks it again). */
export function EventDialog({ draft: initial, busy, error, onSave, onDelete, onClose }: EventDialogProps) {
  const { t } = useTranslation('demo')
  const { fieldText } = useErrorText('demo')
  const [draft, setDraft] = useState(initial)
  const [problems, setProblems] = useState<Record<string, string>>({})
  const set = <K extends keyof EventDraft>(key: K, value: EventDraft[K]) =>
    setDraft({ ...draft, [key]: value })

  const save = () => {
    const start = Date.parse(draft.start)
    const end = Date.parse(draft.end)
    const parsed = calendarEventInputSchema.safeParse({
      ...draft,
      start: Number.isNaN(start) ? draft.start : toInstant(draft.start),
      end: Number.isNaN(end) ? draft.end : toInstant(draft.end),
    })
    if (!parsed.success) {
      setProblems(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      )
      return
    }
    setProblems({})
    onSave(parsed.data)
  }
  const helper = (field: string) =>
    problems[field] ? { error: true, helperText: fieldText(problems[field], field) } : {}

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t(draft.id ? 'calendar.edit' : 'calendar.add')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label={t('calendar.eventTitle')}
            value={draft.title}
            onChange={(e) => set('title', e.target.value)}
            required
            {...helper('title')}
          />
          <TextField
            select
            label={t('calendar.calendar')}
            value={draft.calendar}
            onChange={(e) => set('calendar', e.target.value as EventDraft['calendar'])}
          >
            {calendarNames.map((name) => (
              <MenuItem key={name} value={name}>
                {t(`calendar.names.${name}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="datetime-local"
            label={t('calendar.start')}
            value={draft.start}
            onChange={(e) => set('start', e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            {...helper('start')}
          />
          <TextField
            type="datetime-local"
            label={t('calendar.end')}
            value={draft.end}
            onChange={(e) => set('end', e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            {...helper('end')}
          />
          <FormControlLabel
            control={<Switch checked={draft.allDay} onChange={(e) => set('allDay', e.target.checked)} />}
            label={t('calendar.allDay')}
          />
          <TextField
            label={t('calendar.location')}
            value={draft.location}
            onChange={(e) => set('location', e.target.value)}
            {...helper('location')}
          />
          <TextField
            label={t('calendar.description')}
            value={draft.description}
            onChange={(e) => set('description', e.target.value)}
            multiline
            minRows={2}
            {...helper('description')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        {onDelete && (
          <Button color="error" onClick={onDelete} disabled={busy} sx={{ mr: 'auto' }}>
            {t('calendar.delete')}
          </Button>
        )}
        <Button onClick={onClose}>{t('calendar.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={busy}>
          {t('calendar.save')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
