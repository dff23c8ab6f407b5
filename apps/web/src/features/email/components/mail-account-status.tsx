import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import type { EmailAccount } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { timeText } from './email-view'

const colours = { pending: 'default', ok: 'success', error: 'error' } as const

/** How the last reading of the account went: status, when it last succeeded, the server's last error. */
export function MailAccountStatus({ account }: { account: EmailAccount }) {
  const { t, i18n } = useTranslation('email')
  const when = account.lastSyncedAt ? timeText(account.lastSyncedAt, i18n.language, true) : t('account.never')
  return (
    <Box sx={{ mb: 2 }} data-testid="mail-account-status">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          size="small"
          color={colours[account.syncStatus]}
          label={t(`account.status.${account.syncStatus}`)}
        />
        <Typography variant="body2" color="text.secondary">
          {t('account.lastSynced', { when })}
        </Typography>
      </Box>
      {account.lastError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t('account.lastError')}{' '}
          <Box component="span" dir="ltr" sx={{ fontFamily: 'monospace' }}>
            {account.lastError}
          </Box>
        </Alert>
      )}
    </Box>
  )
}
