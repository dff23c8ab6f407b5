import Add from '@mui/icons-material/Add'
import Edit from '@mui/icons-material/Edit'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { mayManageFunders, mayWorkFunding, type CreditLine, type Funder } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useParams } from 'react-router'
import { ScreenHeader } from '../../../components/list-screen'
import { HttpError } from '../../../lib/http'
import { useSession } from '../../../lib/use-session'
import { useFunder } from '../api/funders'
import { FunderDialog } from '../components/funder-dialog'
import { formatDate, formatMoney, formatRate } from '../../../lib/format'
import { LineDialog } from '../components/line-dialog'
import { LineMovementsCard } from '../components/line-movements-card'

/**
 * /apps/fondeos/fondeadores/:funderId (read contrato): a funder, its credit lines and their rules, and each
 * line's drawdowns and repayments (issue 34), which treasury asks for here.
 */
export function Component() {
  const funderId = Number(useParams().funderId)
  if (!Number.isInteger(funderId) || funderId < 1) return <Navigate to="/pages/misc/page-not-found" replace />
  return <FunderScreen funderId={funderId} />
}

function FunderScreen({ funderId }: { funderId: number }) {
  const { t } = useTranslation('funding')
  const funder = useFunder(funderId)
  if (funder.isPending) return <LinearProgress aria-label={t('detail.loading')} />
  if (funder.isError) {
    const status = funder.error instanceof HttpError ? funder.error.status : 0
    return <Alert severity="error">{t(status === 404 ? 'funders.notFound' : 'detail.failed')}</Alert>
  }
  return <FunderView funder={funder.data} />
}

function FunderView({ funder }: { funder: Funder }) {
  const { t, i18n } = useTranslation('funding')
  const { rules } = useSession()
  const manage = mayManageFunders(rules)
  const mayWork = mayWorkFunding(rules)
  const [editing, setEditing] = useState(false)
  const [line, setLine] = useState<CreditLine | 'new' | null>(null)
  const limits = (value: CreditLine) =>
    [
      value.rules.products.map((product) => t(`products.${product}`)).join(', '),
      value.rules.maxAmountCents !== null &&
        t('lines.maxAmount', { amount: formatMoney(value.rules.maxAmountCents) }),
      value.rules.minScore !== null && t('lines.minScore', { score: value.rules.minScore }),
      value.rules.maxVehicleAgeYears !== null && t('lines.maxAge', { count: value.rules.maxVehicleAgeYears }),
    ]
      .filter(Boolean)
      .join(' · ')
  return (
    <Stack spacing={3}>
      <ScreenHeader
        title={funder.name}
        subtitle={`${t(`kinds.${funder.kind}`)}${funder.contactName ? ` · ${funder.contactName}` : ''}${funder.contactEmail ? ` · ${funder.contactEmail}` : ''}`}
        actions={
          manage && (
            <Button variant="outlined" startIcon={<Edit />} onClick={() => setEditing(true)}>
              {t('funders.editShort')}
            </Button>
          )
        }
      />
      {!funder.active && <Alert severity="warning">{t('funders.inactiveNotice')}</Alert>}
      <Card>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
            <Typography variant="h6" component="h2">
              {t('lines.title')}
            </Typography>
            {manage && (
              <Button startIcon={<Add />} variant="contained" onClick={() => setLine('new')}>
                {t('lines.add')}
              </Button>
            )}
          </Stack>
          <TableContainer>
            <Table size="small" aria-label={t('lines.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('lines.columns.name')}</TableCell>
                  <TableCell align="right">{t('lines.columns.amount')}</TableCell>
                  <TableCell align="right">{t('lines.columns.used')}</TableCell>
                  <TableCell align="right">{t('lines.columns.drawn')}</TableCell>
                  <TableCell align="right">{t('lines.columns.available')}</TableCell>
                  <TableCell>{t('lines.columns.terms')}</TableCell>
                  <TableCell>{t('lines.columns.rules')}</TableCell>
                  {manage && <TableCell />}
                </TableRow>
              </TableHead>
              <TableBody>
                {funder.lines.map((value) => (
                  <TableRow key={value.id}>
                    <TableCell>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {value.name}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {`${formatDate(value.validFrom, i18n.language)} – ${formatDate(value.validTo, i18n.language)}`}
                        {value.active ? '' : ` · ${t('lines.inactive')}`}
                      </Typography>
                    </TableCell>
                    <TableCell align="right">{formatMoney(value.amountCents)}</TableCell>
                    <TableCell align="right">{formatMoney(value.usedCents)}</TableCell>
                    <TableCell align="right">{formatMoney(value.drawnCents)}</TableCell>
                    <TableCell align="right">{formatMoney(value.availableCents)}</TableCell>
                    <TableCell>
                      {formatRate(value.annualRateBps)} · {t('detail.months', { count: value.termMonths })}
                    </TableCell>
                    <TableCell>{limits(value)}</TableCell>
                    {manage && (
                      <TableCell>
                        <IconButton
                          aria-label={t('lines.edit', { name: value.name })}
                          onClick={() => setLine(value)}
                        >
                          <Edit fontSize="small" />
                        </IconButton>
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {funder.lines.length === 0 && <Typography color="text.secondary">{t('lines.empty')}</Typography>}
        </CardContent>
      </Card>
      {funder.lines.map((value) => (
        <LineMovementsCard key={value.id} funderName={funder.name} line={value} mayWork={mayWork} />
      ))}
      {editing && (
        <FunderDialog funder={funder} onClose={() => setEditing(false)} onSaved={() => setEditing(false)} />
      )}
      {line && (
        <LineDialog funder={funder} line={line === 'new' ? null : line} onClose={() => setLine(null)} />
      )}
    </Stack>
  )
}
