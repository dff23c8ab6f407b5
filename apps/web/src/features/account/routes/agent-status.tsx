import { presences } from '@mesa/contracts'
import Alert from '@mui/material/Alert'
import Avatar from '@mui/material/Avatar'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Chip from '@mui/material/Chip'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SearchField } from '../../../components/search-field'
import { useAgents } from '../api/get-agents'
import { PresenceDot } from '../components/presence-dot'
import { formatDateTime } from '../../../lib/format'

/** /apps/agent-status (read agent-status): staff presence, updated live (the app's event channel). */
export function Component() {
  const { t, i18n } = useTranslation('account')
  const agents = useAgents()
  const [q, setQ] = useState('')
  const needle = q.trim().toLowerCase()
  const shown = agents.data?.filter(
    (agent) => !needle || `${agent.fullName} ${agent.email} ${agent.role}`.toLowerCase().includes(needle),
  )
  const counts = Object.fromEntries(
    presences.map((presence) => [presence, agents.data?.filter((a) => a.presence === presence).length ?? 0]),
  )
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('agents.title')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', gap: 1 }}>
        {presences.map((presence) => (
          <Chip
            key={presence}
            variant="outlined"
            icon={<PresenceDot presence={presence} />}
            label={`${t(`presence.${presence}`)}: ${counts[presence]}`}
          />
        ))}
      </Stack>
      <Card>
        <Stack sx={{ p: 2, alignItems: 'flex-start' }}>
          <SearchField
            value={q}
            onChange={setQ}
            label={t('list.search', { ns: 'translation' })}
            debounceMs={150}
          />
        </Stack>
        {agents.isFetching && <LinearProgress aria-label={t('loading')} />}
        {agents.error && (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void agents.refetch()}>
                {t('list.retry', { ns: 'translation' })}
              </Button>
            }
          >
            {t('errors.generic')}
          </Alert>
        )}
        <TableContainer>
          <Table size="small" aria-label={t('agents.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('agents.agent')}</TableCell>
                <TableCell>{t('agents.role')}</TableCell>
                <TableCell>{t('agents.status')}</TableCell>
                <TableCell>{t('agents.since')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown?.map((agent) => (
                <TableRow key={agent.id} data-testid={`agent-${agent.id}`}>
                  <TableCell>
                    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                      <Avatar
                        src={agent.avatar ?? undefined}
                        alt=""
                        sx={{ width: 32, height: 32, bgcolor: 'primary.dark' }}
                      >
                        {agent.fullName.slice(0, 1)}
                      </Avatar>
                      <div>
                        <Typography variant="body2">{agent.fullName}</Typography>
                        <Typography variant="caption" color="text.secondary">
                          {agent.email}
                        </Typography>
                      </div>
                    </Stack>
                  </TableCell>
                  <TableCell>{agent.role}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      icon={<PresenceDot presence={agent.presence} />}
                      label={t(`presence.${agent.presence}`)}
                    />
                  </TableCell>
                  <TableCell>
                    {agent.presenceUpdatedAt ? formatDateTime(agent.presenceUpdatedAt, i18n.language) : '—'}
                  </TableCell>
                </TableRow>
              ))}
              {shown?.length === 0 && (
                <TableRow>
                  <TableCell colSpan={4}>{t('agents.empty')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </Card>
    </>
  )
}
