import { profileTabs, type ProfileTab } from '@mesa/contracts'
import Alert from '@mui/material/Alert'
import LinearProgress from '@mui/material/LinearProgress'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Navigate, useNavigate, useParams } from 'react-router'
import { useProfileHeader } from '../api/get-profile-header'
import { useProfileTab } from '../api/get-profile-tab'
import { ProfileHeaderCard } from '../components/profile-header-card'
import { ProfileTabPanel } from '../components/profile-tab-panel'

/** /pages/user-profile/:tab (signed in): my profile header and its tabs. */
export function Component() {
  const { t } = useTranslation('profile')
  const navigate = useNavigate()
  const wanted = useParams().tab as ProfileTab
  const valid = (profileTabs as readonly string[]).includes(wanted)
  const tab: ProfileTab = valid ? wanted : 'profile'
  const header = useProfileHeader()
  const data = useProfileTab(tab)
  if (!valid) return <Navigate to="/pages/user-profile/profile" replace />
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('title')}
      </Typography>
      {header.data && <ProfileHeaderCard header={header.data} />}
      <Tabs
        value={tab}
        onChange={(_event, value: ProfileTab) => void navigate(`/pages/user-profile/${value}`)}
        variant="scrollable"
        aria-label={t('tabsLabel')}
        sx={{ mb: 3, '& .MuiTab-root.Mui-selected': { color: 'text.primary' } }}
      >
        {profileTabs.map((name) => (
          <Tab key={name} value={name} label={t(`tabs.${name}`)} />
        ))}
      </Tabs>
      {(header.isPending || data.isPending) && <LinearProgress aria-label={t('loading')} />}
      {(header.error || data.error) && <Alert severity="error">{t('error')}</Alert>}
      {data.data && <ProfileTabPanel data={data.data} />}
    </>
  )
}
