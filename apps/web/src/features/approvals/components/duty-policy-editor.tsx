import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import DeleteOutline from '@mui/icons-material/DeleteOutline'
import { dutyActNames, type DutyAct, type DutyPair } from '@mesa/contracts'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../lib/error-text'
import { useDutyPolicy, useSaveDutyPolicy } from '../api/duty-policy'

/**
 * Administrators' separation-of-duties pairs: each names two acts one person may not both do on the same
 * application, document or loan. Switch one off, remove it, or add one; saved as a whole (audited).
 */
export function DutyPolicyEditor() {
  const { t } = useTranslation('approvals')
  const { callText } = useErrorText('approvals')
  const policy = useDutyPolicy(true)
  const save = useSaveDutyPolicy()
  const [pairs, setPairs] = useState<DutyPair[]>([])
  const [adding, setAdding] = useState<{ actA: DutyAct; actB: DutyAct }>({
    actA: 'authorise',
    actB: 'disburse',
  })
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null)
  useEffect(() => {
    if (policy.data) setPairs(policy.data.pairs.map(({ actA, actB, enabled }) => ({ actA, actB, enabled })))
  }, [policy.data])
  const act = (name: string) => t(`acts.${name}`, { defaultValue: name })
  const actSelect = (side: 'actA' | 'actB') => (
    <TextField
      select
      size="small"
      id={`duty-add-${side}`}
      label={t(`duty.${side}`)}
      value={adding[side]}
      onChange={(event) => setAdding({ ...adding, [side]: event.target.value as DutyAct })}
      sx={{ minWidth: 200 }}
    >
      {dutyActNames.map((name) => (
        <MenuItem key={name} value={name}>
          {act(name)}
        </MenuItem>
      ))}
    </TextField>
  )
  const submit = () =>
    save.mutate(
      { pairs },
      {
        onSuccess: () => setMessage({ severity: 'success', text: t('duty.saved') }),
        onError: (error) => setMessage({ severity: 'error', text: callText(error) }),
      },
    )
  return (
    <Card component="section" aria-labelledby="duty-policy-title">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box>
          <Typography id="duty-policy-title" variant="h6" component="h2">
            {t('duty.title')}
          </Typography>
          <Typography color="text.secondary">{t('duty.subtitle')}</Typography>
        </Box>
        <Box component="ul" aria-label={t('duty.title')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {pairs.map((pair, index) => (
            <Box
              component="li"
              key={`${pair.actA}|${pair.actB}`}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}
            >
              <Switch
                checked={pair.enabled}
                onChange={(event) =>
                  setPairs(pairs.map((p, i) => (i === index ? { ...p, enabled: event.target.checked } : p)))
                }
                slotProps={{
                  input: { 'aria-label': t('duty.enabled', { a: act(pair.actA), b: act(pair.actB) }) },
                }}
              />
              <Typography sx={{ flex: 1 }}>
                {act(pair.actA)} ↔ {act(pair.actB)}
              </Typography>
              <IconButton
                aria-label={t('duty.remove', { a: act(pair.actA), b: act(pair.actB) })}
                onClick={() => setPairs(pairs.filter((_, i) => i !== index))}
              >
                <DeleteOutline />
              </IconButton>
            </Box>
          ))}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {actSelect('actA')}
          {actSelect('actB')}
          <Button onClick={() => setPairs([...pairs, { ...adding, enabled: true }])}>{t('duty.add')}</Button>
        </Box>
        {message && (
          <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'}>
            {message.text}
          </Alert>
        )}
        <Box>
          <Button variant="contained" onClick={submit} disabled={save.isPending || policy.isPending}>
            {t('duty.save')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  )
}
