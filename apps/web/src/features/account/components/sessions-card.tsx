import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import LinearProgress from '@mui/material/LinearProgress'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSessions } from '../api/get-sessions'
import { useRevokeSession } from '../api/revoke-session'
import { describeDevice } from './device'
import { useErrorText } from '../../../lib/error-text'
import { formatDateTime } from '../../../lib/format'

/** The user's active sessions with device and last use, each revocable (ASVS 7.5.2). */
export function SessionsCard() {
  const { t, i18n } = useTranslation('account')
  const sessions = useSessions()
  const revoke = useRevokeSession()
  const { callText } = useErrorText('account')
  const [error, setError] = useState<string | null>(null)
  const date = (iso: string) => formatDateTime(iso, i18n.language)

  const onRevoke = async (id: string) => {
    setError(null)
    try {
      await revoke.mutateAsync(id)
    } catch (caught) {
      setError(callText(caught))
    }
  }

  return (
    <Card sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('sessions.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('sessions.intro')}
        </Typography>
        {sessions.isPending && <LinearProgress aria-label={t('sessions.loading')} />}
        {(error || sessions.error) && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error ?? t('errors.generic')}
          </Alert>
        )}
        <TableContainer>
          <Table size="small" aria-label={t('sessions.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('sessions.device')}</TableCell>
                <TableCell>{t('sessions.ip')}</TableCell>
                <TableCell>{t('sessions.started')}</TableCell>
                <TableCell>{t('sessions.lastUsed')}</TableCell>
                <TableCell align="right">{t('sessions.action')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sessions.data?.map((item) => {
                const device = describeDevice(item.userAgent)
                return (
                  <TableRow key={item.id} data-testid="session-row">
                    <TableCell>
                      {device.browser} · {device.os}
                      {item.current && (
                        <Chip size="small" color="success" label={t('sessions.current')} sx={{ mx: 1 }} />
                      )}
                    </TableCell>
                    <TableCell>{item.ip}</TableCell>
                    <TableCell>{date(item.createdAt)}</TableCell>
                    <TableCell>{date(item.lastUsedAt)}</TableCell>
                    <TableCell align="right">
                      {!item.current && (
                        <Button
                          size="small"
                          color="error"
                          disabled={revoke.isPending}
                          onClick={() => void onRevoke(item.id)}
                          aria-label={t('sessions.revokeOne', {
                            device: `${device.browser} · ${device.os}`,
                            ip: item.ip,
                          })}
                        >
                          {t('sessions.revoke')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                )
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  )
}
