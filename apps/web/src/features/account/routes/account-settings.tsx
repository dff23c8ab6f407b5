import Bookmark from '@mui/icons-material/BookmarkBorder'
import Link from '@mui/icons-material/Link'
import Lock from '@mui/icons-material/LockOutlined'
import Notifications from '@mui/icons-material/NotificationsNone'
import Person from '@mui/icons-material/PersonOutline'
import Alert from '@mui/material/Alert'
import LinearProgress from '@mui/material/LinearProgress'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Navigate, useNavigate, useParams } from 'react-router'
import { useAccount } from '../api/get-account'
import { AccountTab } from '../components/account-tab'
import { BillingTab } from '../components/billing-tab'
import { ChangePasswordCard } from '../components/change-password-card'
import { ConnectionTab } from '../components/connection-tab'
import { NotificationTab } from '../components/notification-tab'
import { SessionsCard } from '../components/sessions-card'
import { TwoFactorCard } from '../components/two-factor-card'

const tabs = [
  ['account', <Person key="a" />],
  ['security', <Lock key="s" />],
  ['billing-plans', <Bookmark key="b" />],
  ['notification', <Notifications key="n" />],
  ['connection', <Link key="c" />],
] as const
type SettingsTab = (typeof tabs)[number][0]

/** /pages/account-settings/:tab (signed in): my profile, security, plan, notifications and presence. */
export function Component() {
  const { t } = useTranslation('account')
  const navigate = useNavigate()
  const tab = useParams().tab as SettingsTab
  const account = useAccount()
  if (!tabs.some(([name]) => name === tab)) return <Navigate to="/pages/account-settings/account" replace />

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('title')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, value: SettingsTab) => void navigate(`/pages/account-settings/${value}`)}
        variant="scrollable"
        aria-label={t('tabsLabel')}
        sx={{ mb: 3, '& .MuiTab-root.Mui-selected': { color: 'text.primary' } }}
      >
        {tabs.map(([name, icon]) => (
          <Tab key={name} value={name} icon={icon} iconPosition="start" label={t(`tabs.${name}`)} />
        ))}
      </Tabs>
      {account.isPending && <LinearProgress aria-label={t('loading')} />}
      {account.error && <Alert severity="error">{t('errors.generic')}</Alert>}
      {account.data && tab === 'account' && <AccountTab account={account.data} />}
      {account.data && tab === 'security' && (
        <>
          <ChangePasswordCard />
          <TwoFactorCard enabled={account.data.twoFactorEnabled} />
          <SessionsCard />
        </>
      )}
      {account.data && tab === 'billing-plans' && <BillingTab account={account.data} />}
      {tab === 'notification' && <NotificationTab />}
      {account.data && tab === 'connection' && <ConnectionTab account={account.data} />}
    </>
  )
}
