import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import LinearProgress from '@mui/material/LinearProgress'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { useMarkNotificationsRead, useNotifications } from '../api/notifications'
import { formatDateTime } from '../../../lib/format'

/** Tab notification: the in-app notifications, newest first, and mark all read. */
export function NotificationTab() {
  const { t, i18n } = useTranslation('account')
  const notifications = useNotifications()
  const markRead = useMarkNotificationsRead()
  const items = notifications.data?.items ?? []
  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {t('notifications.title', { count: notifications.data?.unread ?? 0 })}
          </Typography>
          <Button
            onClick={() => markRead.mutate()}
            disabled={!notifications.data?.unread || markRead.isPending}
          >
            {t('notifications.markAll')}
          </Button>
        </Stack>
        {notifications.isPending && <LinearProgress aria-label={t('notifications.loading')} />}
        {notifications.error && <Alert severity="error">{t('errors.generic')}</Alert>}
        {notifications.data && items.length === 0 && (
          <Typography color="text.secondary">{t('notifications.empty')}</Typography>
        )}
        <List>
          {items.map((item) => (
            <ListItem key={item.id} divider sx={{ bgcolor: item.readAt ? undefined : 'action.hover' }}>
              <ListItemText
                primary={
                  item.link ? (
                    <Typography
                      component={RouterLink}
                      to={item.link}
                      sx={{ color: 'text.primary', fontWeight: 600 }}
                    >
                      {item.title}
                    </Typography>
                  ) : (
                    item.title
                  )
                }
                secondary={`${item.body} · ${formatDateTime(item.createdAt, i18n.language)}`}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  )
}
