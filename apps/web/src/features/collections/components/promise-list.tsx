import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import type { PromiseToPay } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { formatDate, formatMoney } from '../../../lib/format'
import { promiseColor } from './desk-words'

/** The loan's promises, newest first: amount by date, what came toward it, kept, broken or pending. */
export function PromiseList({ promises }: { promises: PromiseToPay[] }) {
  const { t, i18n } = useTranslation('collections')
  const language = i18n.language
  if (promises.length === 0) return <Typography color="text.secondary">{t('promise.none')}</Typography>
  return (
    <List dense aria-label={t('promise.listTitle')}>
      {promises.map((promise) => (
        <ListItem
          key={promise.id}
          divider
          disableGutters
          secondaryAction={
            <Chip
              size="small"
              color={promiseColor(promise.status)}
              label={t(`promiseFilter.${promise.status}`)}
            />
          }
        >
          <ListItemText
            primary={t('promise.line', {
              amount: formatMoney(promise.amountCents),
              date: formatDate(promise.promisedOn, language),
            })}
            secondary={t('promise.paid', {
              paid: formatMoney(promise.paidCents),
              made: formatDate(promise.madeOn, language),
              channel: t(`channels.${promise.channel}`),
            })}
            sx={{ pr: 12 }}
          />
        </ListItem>
      ))}
    </List>
  )
}
