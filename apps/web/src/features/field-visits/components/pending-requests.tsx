import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import type { VisitRequest } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../lib/format'

interface Props {
  requests: VisitRequest[]
  selectedId: number | null
  onSelect: (request: VisitRequest) => void
}

/** The queue of requests waiting for a slot: pick one, then click a free slot in the calendar. */
export function PendingRequests({ requests, selectedId, onSelect }: Props) {
  const { t, i18n } = useTranslation('fieldVisits')
  const day = (date: string) => formatDate(date, i18n.language)
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" id="pending-title">
          {t('schedule.pending', { count: requests.length })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('schedule.pendingHelp')}
        </Typography>
        {requests.length === 0 && <Typography sx={{ mt: 1 }}>{t('schedule.noPending')}</Typography>}
        <List dense aria-labelledby="pending-title">
          {requests.map((request) => (
            <ListItem key={request.id} disablePadding>
              <ListItemButton
                selected={request.id === selectedId}
                onClick={() => onSelect(request)}
                aria-pressed={request.id === selectedId}
              >
                <ListItemText
                  primary={`${request.application.folio} · ${request.application.applicantName}`}
                  secondary={`${day(request.preferredFrom)} – ${day(request.preferredTo)} · ${request.reason}`}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  )
}
