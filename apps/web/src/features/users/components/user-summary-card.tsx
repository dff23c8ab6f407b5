import type { UserDetail } from '@mesa/contracts'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Divider from '@mui/material/Divider'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ability } from '../../../lib/ability'
import { useUpdateUser } from '../api/update-user'
import { useErrorText } from '../../../lib/error-text'
import { UserAvatar } from './user-avatar'
import { UserStatusChip } from './user-status-chip'

/** The left card of the user view: who, counts, details, and enabling or disabling the account. */
export function UserSummaryCard({ user }: { user: UserDetail }) {
  const { t } = useTranslation('users')
  const update = useUpdateUser(user.id)
  const { callText } = useErrorText('users')
  const [error, setError] = useState<string | null>(null)
  const active = user.status === 'active'

  const toggle = async () => {
    setError(null)
    try {
      await update.mutateAsync({ status: active ? 'inactive' : 'active', version: user.version })
    } catch (caught) {
      setError(callText(caught))
    }
  }

  const details: [string, string][] = [
    [t('fields.username'), `@${user.username}`],
    [t('fields.email'), user.email],
    [t('fields.role'), user.role],
    [t('fields.taxId'), user.taxId || '—'],
    [t('fields.contact'), user.contact || '—'],
    [t('fields.language'), t(`languages.${user.language}`, user.language)],
    [t('fields.country'), user.country || '—'],
  ]

  return (
    <Card>
      <CardContent>
        <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', pt: 2 }}>
          <UserAvatar name={user.fullName} src={user.avatar} size={96} />
          <Typography variant="h5" component="h2">
            {user.fullName}
          </Typography>
          <Chip size="small" color="secondary" label={user.role} />
        </Stack>
        <Stack direction="row" spacing={4} sx={{ justifyContent: 'center', my: 3 }}>
          <Box>
            <Typography variant="h6">{user.taskDone}</Typography>
            <Typography variant="body2">{t('view.taskDone')}</Typography>
          </Box>
          <Box>
            <Typography variant="h6">{user.projectDone}</Typography>
            <Typography variant="body2">{t('view.projectDone')}</Typography>
          </Box>
        </Stack>
        <Typography variant="subtitle2" component="h3" sx={{ textTransform: 'uppercase' }}>
          {t('view.details')}
        </Typography>
        <Divider sx={{ my: 1 }} />
        <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 600 }, '& dd': { m: 0, mb: 1 } }}>
          {details.map(([label, value]) => (
            <Box key={label}>
              <Typography component="dt" variant="body2">
                {label}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                color="text.secondary"
                sx={{ wordBreak: 'break-word' }}
              >
                {value}
              </Typography>
            </Box>
          ))}
          <Typography component="dt" variant="body2">
            {t('fields.status')}
          </Typography>
          <Box component="dd">
            <UserStatusChip status={user.status} />
          </Box>
        </Box>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        {ability.can('update', 'Users') && (
          <Button
            fullWidth
            sx={{ mt: 2 }}
            variant={active ? 'outlined' : 'contained'}
            color={active ? 'error' : 'success'}
            disabled={update.isPending}
            onClick={() => void toggle()}
          >
            {active ? t('view.disable') : t('view.enable')}
          </Button>
        )}
      </CardContent>
    </Card>
  )
}
