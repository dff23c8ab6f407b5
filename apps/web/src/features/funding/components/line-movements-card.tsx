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
import type { CreditLine } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate, formatMoney } from '../../../lib/format'
import { useLineMovements } from '../api/line-movements'
import { DrawdownDialog, RepaymentDialog } from './line-movement-dialogs'

/**
 * A line's own money (issue 34): drawdowns from the funder and repayments to it, newest first, with the
 * requests waiting for a second treasurer; treasury asks for either from here.
 */
export function LineMovementsCard(props: { funderName: string; line: CreditLine; mayWork: boolean }) {
  const { t, i18n } = useTranslation('funding')
  const { line } = props
  const movements = useLineMovements(line.id)
  const [asking, setAsking] = useState<'drawdown' | 'repayment' | null>(null)
  const pendingKinds = new Set(movements.data?.pending.map((item) => item.kind))
  const money = (cents: number) => formatMoney(cents, { language: i18n.language })
  return (
    <Card>
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
        >
          <div>
            <Typography variant="h6" component="h2">
              {t('movements.title', { line: line.name })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('movements.drawnOf', { drawn: money(line.drawnCents), amount: money(line.amountCents) })}
            </Typography>
          </div>
          {props.mayWork && (
            <Stack direction="row" spacing={1}>
              <Button
                variant="contained"
                disabled={pendingKinds.has('drawdown') || !line.active}
                onClick={() => setAsking('drawdown')}
              >
                {t('movements.drawdown')}
              </Button>
              <Button
                variant="outlined"
                disabled={pendingKinds.has('repayment') || line.drawnCents === 0}
                onClick={() => setAsking('repayment')}
              >
                {t('movements.repayment')}
              </Button>
            </Stack>
          )}
        </Stack>
        {movements.isPending && <LinearProgress aria-label={t('detail.loading')} />}
        {movements.isError && <Alert severity="error">{t('detail.failed')}</Alert>}
        {movements.data?.pending.map((item) => (
          <Alert key={item.approvalId} severity="warning" sx={{ mb: 2 }}>
            {t(`movements.pending.${item.kind}`, {
              amount: money(item.principalCents + item.interestCents),
              person: item.requestedBy,
              date: formatDate(item.movedOn, i18n.language),
            })}
          </Alert>
        ))}
        {movements.data && movements.data.items.length > 0 && (
          <TableContainer>
            <Table size="small" aria-label={t('movements.title', { line: line.name })}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('movements.date')}</TableCell>
                  <TableCell>{t('movements.kind')}</TableCell>
                  <TableCell align="right">{t('movements.principal')}</TableCell>
                  <TableCell align="right">{t('movements.interest')}</TableCell>
                  <TableCell>{t('movements.reference')}</TableCell>
                  <TableCell>{t('movements.people')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {movements.data.items.map((item) => (
                  <TableRow key={item.id}>
                    <TableCell>{formatDate(item.movedOn, i18n.language)}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        variant="outlined"
                        color={item.kind === 'drawdown' ? 'primary' : 'success'}
                        label={t(`movements.kinds.${item.kind}`)}
                      />
                    </TableCell>
                    <TableCell align="right">{money(item.principalCents)}</TableCell>
                    <TableCell align="right">
                      {item.interestCents ? money(item.interestCents) : '—'}
                    </TableCell>
                    <TableCell>{item.reference}</TableCell>
                    <TableCell>
                      {t('movements.askedApproved', { asked: item.requestedBy, approved: item.approvedBy })}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {movements.data?.items.length === 0 && (
          <Typography color="text.secondary">{t('movements.empty')}</Typography>
        )}
      </CardContent>
      {asking === 'drawdown' && (
        <DrawdownDialog funderName={props.funderName} line={line} onClose={() => setAsking(null)} />
      )}
      {asking === 'repayment' && (
        <RepaymentDialog funderName={props.funderName} line={line} onClose={() => setAsking(null)} />
      )}
    </Card>
  )
}
