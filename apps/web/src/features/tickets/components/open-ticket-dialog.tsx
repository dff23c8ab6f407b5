import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import {
  ticketCategories,
  ticketPriorities,
  type CreditProduct,
  type TicketCategory,
  type TicketPriority,
} from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../lib/error-text'
import { useOpenTicket } from '../api/application-tickets'

/** A new support ticket on this application: subject, category, priority (its due date follows) and details. */
export function OpenTicketDialog(props: {
  origin: CreditProduct
  id: number
  onClose: () => void
  onOpened: (ticketId: number) => void
}) {
  const { t } = useTranslation('tickets')
  const { callText } = useErrorText('tickets')
  const open = useOpenTicket(props.origin, props.id)
  const [subject, setSubject] = useState('')
  const [description, setDescription] = useState('')
  const [category, setCategory] = useState<TicketCategory>('payment')
  const [priority, setPriority] = useState<TicketPriority>('normal')
  const submit = () =>
    open.mutate(
      { subject, description, category, priority },
      { onSuccess: (ticket) => props.onOpened(ticket.id) },
    )
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('ticketsTab.new')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            required
            label={t('ticketsTab.subject')}
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
          />
          <TextField
            select
            label={t('ticketsTab.category')}
            value={category}
            onChange={(event) => setCategory(event.target.value as TicketCategory)}
          >
            {ticketCategories.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`ticketsTab.categories.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('ticketsTab.priority')}
            value={priority}
            onChange={(event) => setPriority(event.target.value as TicketPriority)}
          >
            {ticketPriorities.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`ticketsTab.priorities.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            multiline
            minRows={3}
            label={t('ticketsTab.description')}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
          {open.isError && <Alert severity="error">{callText(open.error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('ticketsTab.cancel')}</Button>
        <Button variant="contained" disabled={subject.trim().length < 3 || open.isPending} onClick={submit}>
          {t('ticketsTab.open')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
