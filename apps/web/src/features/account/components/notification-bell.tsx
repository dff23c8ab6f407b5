import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined'
import Badge from '@mui/material/Badge'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { useNotifications } from '../api/notifications'

/** The navbar's bell: unread notifications (kept current by the live channel), opening the list. */
export function NotificationBell() {
  const { t } = useTranslation()
  const notifications = useNotifications()
  const unread = notifications.data?.unread ?? 0
  // No count is said before it is known: "0 unread" while loading would be a claim, not a fact.
  const label = notifications.data
    ? t('userMenu.notifications.label', { count: unread })
    : t('userMenu.notifications.name')
  return (
    <Tooltip title={label}>
      <IconButton component={RouterLink} to="/pages/account-settings/notification" aria-label={label}>
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsOutlined />
        </Badge>
      </IconButton>
    </Tooltip>
  )
}
