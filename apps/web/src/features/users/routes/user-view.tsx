import ArrowBack from '@mui/icons-material/ArrowBack'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import LinearProgress from '@mui/material/LinearProgress'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useParams, useSearchParams } from 'react-router'
import { HttpError } from '../../../lib/http'
import { useUser } from '../api/get-user'
import { UserSummaryCard } from '../components/user-summary-card'
import { UserTabPanel, userTabs, type UserTab } from '../components/user-tabs'

/** /apps/user/view/:id (read Users): one staff account, its tabs in the query string. */
export function Component() {
  const { t } = useTranslation('users')
  const id = Number(useParams().id)
  const [searchParams, setSearchParams] = useSearchParams()
  const wanted = searchParams.get('tab') as UserTab | null
  const tab: UserTab = wanted && userTabs.includes(wanted) ? wanted : 'account'
  const user = useUser(id)

  return (
    <>
      <Button component={RouterLink} to="/apps/user/list" startIcon={<ArrowBack />} sx={{ mb: 2 }}>
        {t('view.back')}
      </Button>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('view.title')}
      </Typography>
      {user.isPending && <LinearProgress aria-label={t('view.loading')} />}
      {user.error && (
        <Alert severity="error">
          {user.error instanceof HttpError && user.error.status === 404
            ? t('errors.not_found')
            : t('errors.generic')}
        </Alert>
      )}
      {user.data && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 5, lg: 4 }}>
            <UserSummaryCard user={user.data} />
          </Grid>
          <Grid size={{ xs: 12, md: 7, lg: 8 }}>
            <Tabs
              value={tab}
              onChange={(_event, value: UserTab) => setSearchParams({ tab: value }, { replace: true })}
              variant="scrollable"
              aria-label={t('view.tabsLabel')}
              sx={{ mb: 2, '& .MuiTab-root.Mui-selected': { color: 'text.primary' } }}
            >
              {userTabs.map((name) => (
                <Tab key={name} value={name} label={t(`tabs.${name}`)} />
              ))}
            </Tabs>
            <UserTabPanel tab={tab} user={user.data} />
          </Grid>
        </Grid>
      )}
    </>
  )
}
