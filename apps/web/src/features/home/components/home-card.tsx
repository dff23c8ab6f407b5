import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { HomeCard as Card_, HomeRow } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { daysSince, visitTime } from './home-format'
import { figureLinks, nextAction, rowLink } from './home-links'

function RowText({ row }: { row: HomeRow }) {
  const { t, i18n } = useTranslation('home')
  const when =
    row.bookingId !== undefined
      ? visitTime(row.at, i18n.language)
      : t('row.inStage', { stage: t(`stages.${row.stage}`), count: daysSince(row.at) })
  return (
    <ListItemText
      primary={`${row.folio} · ${row.applicantName}`}
      secondary={row.address ? `${when} · ${row.address}` : when}
      slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
    />
  )
}

/** One card of the home: what it counts, its first rows and the next thing to do. */
export function HomeCard({ card }: { card: Card_ }) {
  const { t } = useTranslation('home')
  const action = nextAction(card)
  const titleId = `home-${card.kind}`
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" id={titleId} sx={{ flex: 1 }}>
            {t(`cards.${card.kind}.title`)}
          </Typography>
          <Typography variant="h4" component="p" aria-label={t('count', { count: card.count })}>
            {card.count}
          </Typography>
        </Stack>
        <Typography color="text.secondary" variant="body2">
          {t(`cards.${card.kind}.hint`)}
        </Typography>
        {card.overdue > 0 && card.kind !== 'overview' && (
          <Chip
            color="warning"
            size="small"
            sx={{ mt: 1 }}
            label={t(`cards.${card.kind}.overdue`, { count: card.overdue })}
          />
        )}
        {card.figures && (
          <List dense>
            {card.figures.map((figure) => (
              <ListItem key={figure.key} disablePadding>
                <ListItemButton component={Link} to={figureLinks[figure.key]!}>
                  <ListItemText primary={t(`figures.${figure.key}`)} />
                  <Typography variant="h6" component="span">
                    {figure.count}
                  </Typography>
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
        {/* Nothing today, and the agent's next visits listed: said so above them, not "none" below them. */}
        {card.count === 0 && card.rows.length > 0 && card.kind === 'visitsToday' && (
          <Typography sx={{ mt: 2 }}>{t('cards.visitsToday.nextOnes')}</Typography>
        )}
        {card.rows.length > 0 && (
          <List dense aria-label={t(`cards.${card.kind}.title`)}>
            {card.rows.map((row) => (
              <ListItem key={`${row.applicationId}-${row.bookingId ?? ''}`} disablePadding>
                <ListItemButton
                  component={Link}
                  to={rowLink(row)}
                  sx={{
                    minHeight: 44,
                    borderInlineStart: 3,
                    borderColor: row.overdue ? 'warning.main' : 'transparent',
                  }}
                >
                  <RowText row={row} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
        {card.count === 0 && card.rows.length === 0 && card.kind !== 'overview' && (
          <Typography sx={{ mt: 2 }}>{t(`cards.${card.kind}.empty`)}</Typography>
        )}
      </CardContent>
      {action && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button variant="contained" component={Link} to={action.to}>
            {t(action.key)}
          </Button>
        </CardActions>
      )}
    </Card>
  )
}
