import DeleteOutline from '@mui/icons-material/DeleteOutline'
import Alert from '@mui/material/Alert'
import Autocomplete from '@mui/material/Autocomplete'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Tabs from '@mui/material/Tabs'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { ChannelAgent } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ability } from '../../../lib/ability'
import { useErrorText } from '../../../lib/error-text'
import { useChannels } from '../api/campaigns'
import { useStaffSearch } from '../../../lib/option-reads'
import { useChannelAgents, useSetChannelAgents } from '../api/channels'
import { PresenceAvatar } from '../components/presence-avatar'

/** /apps/channels (read channel_admin): each channel's agents, their presence, open chats and capacity. */
export function Component() {
  const { t } = useTranslation('messaging')
  const channels = useChannels()
  const [picked, setPicked] = useState(0)
  const channelId = picked || channels.data?.[0]?.id || 0
  return (
    <Paper>
      <Typography variant="h5" component="h1" sx={{ p: 3, pb: 1 }}>
        {t('channelAgents.title')}
      </Typography>
      <Tabs
        value={channelId || false}
        onChange={(_event, value: number) => setPicked(value)}
        variant="scrollable"
        aria-label={t('channelAgents.channels')}
        sx={{
          px: 2,
          borderBottom: 1,
          borderColor: 'divider',
          '& .MuiTab-root.Mui-selected': { color: 'text.primary' },
        }}
      >
        {(channels.data ?? []).map((channel) => (
          <Tab key={channel.id} value={channel.id} label={channel.name} />
        ))}
      </Tabs>
      {channelId > 0 && <AgentsEditor key={channelId} channelId={channelId} />}
    </Paper>
  )
}

function AgentsEditor({ channelId }: { channelId: number }) {
  const { t } = useTranslation('messaging')
  const { callText } = useErrorText('messaging')
  const agents = useChannelAgents(channelId)
  const save = useSetChannelAgents(channelId)
  const mayEdit = ability.can('update', 'channel_admin')
  const [draft, setDraft] = useState<ChannelAgent[] | null>(null)
  const [q, setQ] = useState('')
  const staff = useStaffSearch(q, mayEdit && ability.can('read', 'Users'))
  const [result, setResult] = useState<{ severity: 'success' | 'error'; text: string } | null>(null)
  const rows = draft ?? agents.data ?? []
  const edit = (next: ChannelAgent[]) => (setDraft(next), setResult(null))
  if (agents.isError) return <Alert severity="error">{callText(agents.error)}</Alert>
  return (
    <Stack spacing={2} sx={{ p: 3 }}>
      {result && <Alert severity={result.severity}>{result.text}</Alert>}
      <Table size="small" aria-label={t('channelAgents.agents')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('channelAgents.agent')}</TableCell>
            <TableCell align="right">{t('channelAgents.openChats')}</TableCell>
            <TableCell align="right">{t('channelAgents.capacity')}</TableCell>
            {mayEdit && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((agent) => (
            <TableRow key={agent.userId}>
              <TableCell>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <PresenceAvatar name={agent.fullName} avatar={null} status={agent.presence} />
                  <span>{agent.fullName}</span>
                </Stack>
              </TableCell>
              <TableCell align="right">{agent.openChats}</TableCell>
              <TableCell align="right">
                {mayEdit ? (
                  <TextField
                    size="small"
                    type="number"
                    sx={{ width: 96 }}
                    slotProps={{
                      htmlInput: {
                        min: 1,
                        max: 200,
                        'aria-label': t('channelAgents.capacityOf', { name: agent.fullName }),
                      },
                    }}
                    value={agent.capacity}
                    onChange={(event) =>
                      edit(
                        rows.map((row) =>
                          row.userId === agent.userId
                            ? { ...row, capacity: Number(event.target.value) }
                            : row,
                        ),
                      )
                    }
                  />
                ) : (
                  agent.capacity
                )}
              </TableCell>
              {mayEdit && (
                <TableCell align="right">
                  <IconButton
                    aria-label={t('channelAgents.remove', { name: agent.fullName })}
                    onClick={() => edit(rows.filter((row) => row.userId !== agent.userId))}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </TableCell>
              )}
            </TableRow>
          ))}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={4}>{t('channelAgents.none')}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {mayEdit && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Autocomplete
            sx={{ minWidth: 280 }}
            options={(staff.data ?? []).filter((user) => !rows.some((row) => row.userId === user.id))}
            getOptionLabel={(user) => `${user.fullName} (${user.email})`}
            filterOptions={(options) => options}
            onInputChange={(_, value) => setQ(value)}
            onChange={(_, user) =>
              user &&
              edit([
                ...rows,
                { userId: user.id, fullName: user.fullName, presence: 'offline', capacity: 5, openChats: 0 },
              ])
            }
            value={null}
            renderInput={(params) => <TextField {...params} size="small" label={t('channelAgents.add')} />}
          />
          <Stack direction="row" spacing={1} sx={{ flexGrow: 1, justifyContent: 'flex-end' }}>
            <Button disabled={!draft} onClick={() => (setDraft(null), setResult(null))}>
              {t('campaign.cancel')}
            </Button>
            <Button
              variant="contained"
              disabled={!draft || save.isPending}
              onClick={() =>
                save
                  .mutateAsync(rows.map(({ userId, capacity }) => ({ userId, capacity })))
                  .then(
                    () => (
                      setDraft(null),
                      setResult({ severity: 'success', text: t('channelAgents.saved') })
                    ),
                  )
                  .catch((error: unknown) => setResult({ severity: 'error', text: callText(error) }))
              }
            >
              {t('save')}
            </Button>
          </Stack>
        </Stack>
      )}
    </Stack>
  )
}
