import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import LinearProgress from '@mui/material/LinearProgress'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import type { CommissionRule } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../lib/error-text'
import { useCommissionRules } from '../api/commissions'
import { formatMoney, formatRate } from '../../../lib/format'
import { RuleDialog } from './commission-rule-dialog'

/** The commission rule of each ally type; the administrator edits them (earned commissions keep their terms). */
export function CommissionRulesCard({ editable }: { editable: boolean }) {
  const { t } = useTranslation('vehicles')
  const { callText } = useErrorText('vehicles')
  const rules = useCommissionRules()
  const [editing, setEditing] = useState<{ allyType: string; rule: CommissionRule | null } | null>(null)
  const rows = [
    ...(rules.data?.rules ?? []).map((rule) => ({ allyType: rule.allyType, rule })),
    ...(rules.data?.typesWithoutRule ?? []).map((allyType) => ({ allyType, rule: null })),
  ]
  return (
    <Card sx={{ mt: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('rules.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('rules.explain')}
        </Typography>
        {rules.isPending && <LinearProgress aria-label={t('list.loading')} />}
        {rules.isError && <Alert severity="error">{callText(rules.error)}</Alert>}
        {rules.data && (
          <TableContainer>
            <Table size="small" aria-label={t('rules.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('columns.allyType')}</TableCell>
                  <TableCell align="right">{t('columns.rate')}</TableCell>
                  <TableCell align="right">{t('rules.minimum')}</TableCell>
                  <TableCell align="right">{t('rules.maximum')}</TableCell>
                  <TableCell>{t('columns.status')}</TableCell>
                  {editable && <TableCell>{t('columns.actions')}</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map(({ allyType, rule }) => (
                  <TableRow key={allyType}>
                    <TableCell>{allyType}</TableCell>
                    <TableCell align="right">{rule ? formatRate(rule.rateBps) : '—'}</TableCell>
                    <TableCell align="right">
                      {rule?.minimumCents != null ? formatMoney(rule.minimumCents) : '—'}
                    </TableCell>
                    <TableCell align="right">
                      {rule?.maximumCents != null ? formatMoney(rule.maximumCents) : '—'}
                    </TableCell>
                    <TableCell>
                      {t(rule ? (rule.active ? 'rules.active' : 'rules.inactive') : 'rules.none')}
                    </TableCell>
                    {editable && (
                      <TableCell>
                        <Button size="small" onClick={() => setEditing({ allyType, rule })}>
                          {t('rules.edit', { type: allyType })}
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
      {editing && <RuleDialog {...editing} onClose={() => setEditing(null)} />}
    </Card>
  )
}
