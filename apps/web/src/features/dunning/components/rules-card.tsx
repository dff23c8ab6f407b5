import Add from '@mui/icons-material/Add'
import PlayArrow from '@mui/icons-material/PlayArrow'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
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
import type { DunningRule } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../lib/error-text'
import { formatDate, formatNumber } from '../../../lib/format'
import { useDunningRules, useRunDunning } from '../api/reminder-rules'
import { RuleDialog } from './reminder-rule-dialog'

/** The reminder rules from the earliest courtesy to the last letter; a supervisor edits them and runs the day. */
export function RulesCard({ editable }: { editable: boolean }) {
  const { t, i18n } = useTranslation('dunning')
  const { callText } = useErrorText('dunning')
  const rules = useDunningRules()
  const run = useRunDunning()
  const [editing, setEditing] = useState<{ rule: DunningRule | null } | null>(null)
  const number = (value: number) => formatNumber(value, i18n.language)
  const when = (rule: DunningRule) =>
    rule.offsetDays > 0
      ? t('rules.pastDue', { count: rule.offsetDays, days: number(rule.offsetDays) })
      : rule.offsetDays === 0
        ? t('rules.onDueDate')
        : t('rules.beforeDue', { count: -rule.offsetDays, days: number(-rule.offsetDays) })
  return (
    <Card>
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', mb: 1 }}
        >
          <div>
            <Typography variant="h6" component="h2">
              {t('rules.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('rules.explain')}
            </Typography>
          </div>
          {editable && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexShrink: 0 }}>
              <Button
                variant="outlined"
                startIcon={<PlayArrow />}
                disabled={run.isPending}
                onClick={() => run.mutate()}
              >
                {t('rules.run')}
              </Button>
              <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ rule: null })}>
                {t('rules.create')}
              </Button>
            </Stack>
          )}
        </Stack>
        {run.data && (
          <Alert severity="success" sx={{ mb: 1 }}>
            {t('rules.ran', {
              day: formatDate(run.data.businessDate, i18n.language),
              sent: number(run.data.sent),
              skipped: number(run.data.skipped),
            })}
          </Alert>
        )}
        {run.isError && <Alert severity="error">{callText(run.error)}</Alert>}
        {rules.isPending && <LinearProgress aria-label={t('rules.loading')} />}
        {rules.isError && <Alert severity="error">{callText(rules.error)}</Alert>}
        {rules.data && (
          <TableContainer>
            <Table size="small" aria-label={t('rules.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('columns.rule')}</TableCell>
                  <TableCell>{t('columns.when')}</TableCell>
                  <TableCell>{t('columns.channel')}</TableCell>
                  <TableCell>{t('columns.what')}</TableCell>
                  <TableCell>{t('columns.products')}</TableCell>
                  <TableCell align="right">{t('columns.sends')}</TableCell>
                  <TableCell>{t('columns.status')}</TableCell>
                  {editable && <TableCell>{t('columns.actions')}</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {rules.data.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={8}>{t('rules.empty')}</TableCell>
                  </TableRow>
                )}
                {rules.data.map((rule) => (
                  <TableRow key={rule.id}>
                    <TableCell sx={{ fontWeight: 600 }}>{rule.name}</TableCell>
                    <TableCell>{when(rule)}</TableCell>
                    <TableCell>{t(`channels.${rule.channel}`)}</TableCell>
                    <TableCell>
                      {rule.letterKind ? t(`letterKinds.${rule.letterKind}`) : (rule.templateName ?? '—')}
                    </TableCell>
                    <TableCell>
                      {rule.products.length === 0
                        ? t('rules.allProducts')
                        : rule.products.map((product) => t(`products.${product}`)).join(', ')}
                    </TableCell>
                    <TableCell align="right">{number(rule.sendCount)}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={rule.active ? 'success' : 'default'}
                        label={t(rule.active ? 'rules.active' : 'rules.inactive')}
                      />
                    </TableCell>
                    {editable && (
                      <TableCell>
                        <Button size="small" onClick={() => setEditing({ rule })}>
                          {t('rules.edit')}
                        </Button>
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
      {editing && <RuleDialog rule={editing.rule} onClose={() => setEditing(null)} />}
    </Card>
  )
}
