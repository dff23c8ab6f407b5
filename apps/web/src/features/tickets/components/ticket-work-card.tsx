import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import {
  ticketCategories,
  ticketPriorities,
  type TicketDetail,
  type TicketStatus,
  type TicketUpdate,
} from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../lib/error-text'
import { useChangeTicket } from '../api/change-ticket'
import { useAssignees } from '../api/get-assignees'

/** The desk's controls: the legal moves of the life cycle and the triage (priority, category, assignee). */
export function TicketWorkCard({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation('tickets')
  const { callText } = useErrorText('tickets')
  const change = useChangeTicket()
  const assignees = useAssignees()
  const [moving, setMoving] = useState<TicketStatus | null>(null)
  const [note, setNote] = useState('')
  const [triage, setTriage] = useState({
    priority: ticket.priority,
    category: ticket.category,
    assigneeId: ticket.assignee ? String(ticket.assignee.id) : '',
  })
  const changed =
    triage.priority !== ticket.priority ||
    triage.category !== ticket.category ||
    triage.assigneeId !== (ticket.assignee ? String(ticket.assignee.id) : '')

  const move = () =>
    moving &&
    change.mutate(
      {
        id: ticket.id,
        change: { kind: 'move', body: { status: moving, note: note.trim(), version: ticket.version } },
      },
      { onSuccess: () => (setMoving(null), setNote('')) },
    )
  const saveTriage = () => {
    const body: TicketUpdate = {
      priority: triage.priority,
      category: triage.category,
      assigneeId: triage.assigneeId ? Number(triage.assigneeId) : null,
      version: ticket.version,
    }
    change.mutate({ id: ticket.id, change: { kind: 'triage', body } })
  }
  const select = (name: keyof typeof triage, options: Array<{ value: string; label: string }>) => (
    <TextField
      select
      size="small"
      fullWidth
      id={`ticket-${name}`}
      label={t(`columns.${name === 'assigneeId' ? 'assignee' : name}`)}
      value={triage[name]}
      // "Sin asignar" is the empty value: show it, with the label above, instead of a blank field.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      onChange={(event) => setTriage((current) => ({ ...current, [name]: event.target.value }))}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  )

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('detail.work')}
        </Typography>
        {ticket.allowedMoves.length > 0 ? (
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mb: 3 }}>
            {ticket.allowedMoves.map((to) => (
              <Button
                key={to}
                variant={to === 'resolved' ? 'contained' : 'outlined'}
                onClick={() => setMoving(to)}
              >
                {t(`moves.${to}`)}
              </Button>
            ))}
          </Stack>
        ) : (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t(ticket.status === 'closed' ? 'detail.closedFinal' : 'detail.noMoves')}
          </Typography>
        )}
        <Stack spacing={2}>
          {select(
            'priority',
            ticketPriorities.map((value) => ({ value, label: t(`priority.${value}`) })),
          )}
          {select(
            'category',
            ticketCategories.map((value) => ({ value, label: t(`category.${value}`) })),
          )}
          {select('assigneeId', [
            { value: '', label: t('tickets.unassigned') },
            ...(assignees.data?.assignees ?? []).map((person) => ({
              value: String(person.id),
              label: person.fullName,
            })),
          ])}
          {change.isError && !moving && <Alert severity="error">{callText(change.error)}</Alert>}
          <Button variant="contained" disabled={!changed || change.isPending} onClick={saveTriage}>
            {t('detail.saveTriage')}
          </Button>
        </Stack>
      </CardContent>
      <Dialog open={moving !== null} onClose={() => setMoving(null)} fullWidth maxWidth="sm">
        <DialogTitle>{moving && t(`moves.${moving}`)}</DialogTitle>
        <DialogContent>
          <TextField
            sx={{ mt: 1 }}
            fullWidth
            multiline
            minRows={3}
            required={moving === 'resolved'}
            label={t(moving === 'resolved' ? 'detail.resolutionNote' : 'detail.moveNote')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          {change.isError && moving && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {callText(change.error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setMoving(null)}>{t('detail.cancel')}</Button>
          <Button
            variant="contained"
            disabled={change.isPending || (moving === 'resolved' && !note.trim())}
            onClick={move}
          >
            {t('detail.confirmMove')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  )
}
