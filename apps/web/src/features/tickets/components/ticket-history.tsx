import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { TicketDetail, TicketHistoryEntry } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { dateTimeText } from './date-text'

/** Every change of the ticket, newest first. */
export function TicketHistory({ ticket }: { ticket: TicketDetail }) {
  const { t, i18n } = useTranslation('tickets')
  const people = new Map(
    ticket.history.flatMap((entry) => (entry.actor ? [[entry.actor.id, entry.actor]] : [])),
  )
  if (ticket.assignee) people.set(ticket.assignee.id, ticket.assignee)
  /** A stored value as words: statuses, priorities and categories translated, assignees by name. */
  const word = (entry: TicketHistoryEntry, value: string | null) => {
    if (value === null) return t('tickets.unassigned')
    if (entry.kind === 'status' || entry.kind === 'created') return t(`status.${value}`)
    if (entry.kind === 'priority') return t(`priority.${value}`)
    if (entry.kind === 'category') return t(`category.${value}`)
    if (entry.kind === 'assignee') return people.get(Number(value))?.fullName ?? `#${value}`
    return value
  }
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('detail.history')}
        </Typography>
        <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {[...ticket.history].reverse().map((entry) => (
            <li key={entry.id}>
              <Typography variant="body2">
                {t(`history.${entry.kind}`, { from: word(entry, entry.from), to: word(entry, entry.to) })}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {entry.actor?.fullName ?? t('detail.someone')} · {dateTimeText(entry.at, i18n.language)}
              </Typography>
            </li>
          ))}
        </Stack>
      </CardContent>
    </Card>
  )
}
