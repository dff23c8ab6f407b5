import Box from '@mui/material/Box'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import type { CollectionContact } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../lib/format'

/**
 * A contact's note on a line of its own, its direction its own text's (a Spanish note reads left to right
 * inside an Arabic page, its final period where it belongs).
 */
export function SummaryLine({ summary }: { summary: string }) {
  return (
    <Box component="span" dir="auto" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
      {summary}
    </Box>
  )
}

/** The loan's contacts from every source (the desk's log, reminders, letters), newest first. */
export function ContactHistory({ contacts }: { contacts: CollectionContact[] }) {
  const { t, i18n } = useTranslation('collections')
  if (contacts.length === 0) return <Typography color="text.secondary">{t('history.empty')}</Typography>
  return (
    <List dense aria-label={t('history.title')}>
      {contacts.map((contact, index) => {
        const what = [
          t(`channels.${contact.channel}`),
          t(`directions.${contact.direction}`),
          contact.outcome ? t(`outcomes.${contact.outcome}`) : null,
        ]
          .filter(Boolean)
          .join(' · ')
        const who = contact.actorName ?? t(`sources.${contact.source === 'desk' ? 'desk' : 'other'}`)
        return (
          <ListItem key={`${contact.at}-${index}`} divider disableGutters>
            <ListItemText
              primary={what}
              secondary={
                <>
                  {`${formatDateTime(contact.at, i18n.language)} · ${who}`}
                  {contact.summary && <SummaryLine summary={contact.summary} />}
                </>
              }
            />
          </ListItem>
        )
      })}
    </List>
  )
}
