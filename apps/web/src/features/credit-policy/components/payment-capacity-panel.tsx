import Alert from '@mui/material/Alert'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import type { IncomeMatrix, PaymentCapacity } from '@mesa/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApplicationFile } from '../../../lib/application-file'
import { formatMoney, formatRate } from '../../../lib/format'
import { QueryState } from '../../../components/query-state'
import { usePaymentCapacity } from '../api/get-payment-capacity'
import { Formula } from './formula'

const math = (text: string) => <Formula>{text}</Formula>

/** paymentCapacity: the capacity formula, each figure with how it was computed from the ones before it. */
export function PaymentCapacityPanel({ application }: { application: ApplicationFile }) {
  const { t } = useTranslation('creditPolicy')
  const area = usePaymentCapacity(application.origin, application.id)
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t('capacity.formula.title')}
      </Typography>
      <QueryState namespace="creditPolicy" query={area} loadingLabel={t('capacity.loading')} />
      {area.data && !area.data.capacity && <Alert severity="info">{t('capacity.formula.noMatrix')}</Alert>}
      {area.data?.matrix && area.data.capacity && (
        <CapacityTable matrix={area.data.matrix} capacity={area.data.capacity} />
      )}
    </Stack>
  )
}

function CapacityTable({ matrix, capacity: c }: { matrix: IncomeMatrix; capacity: PaymentCapacity }) {
  const { t, i18n } = useTranslation('creditPolicy')
  const m = (cents: number) => formatMoney(cents)
  // Rates and the debt-to-income ratio are both basis points, written with two decimals.
  const pct = (bps: number) => formatRate(bps, i18n.language)
  const rate = c.proposal.annualRateBps / 120_000
  const rows: Array<{ key: string; how: ReactNode; value: string }> = [
    {
      key: 'income',
      how:
        matrix.acceptedMethod === 'average' ? (
          <>
            {t('capacity.formula.incomeAverage')}{' '}
            {math(`(${matrix.monthTotalsCents.map(m).join(' + ')}) ÷ ${matrix.months.length}`)}
          </>
        ) : (
          t('capacity.formula.incomeAnalyst', { average: m(matrix.averageMonthlyCents) })
        ),
      value: m(c.verifiedIncomeCents),
    },
    { key: 'expenses', how: t('capacity.formula.expensesHow'), value: m(c.householdExpensesCents) },
    {
      key: 'debt',
      how: t(`capacity.formula.debtFrom.${c.existingDebtSource}`),
      value: m(c.existingDebtCents),
    },
    {
      key: 'free',
      how: math(`${m(c.verifiedIncomeCents)} − ${m(c.householdExpensesCents)} − ${m(c.existingDebtCents)}`),
      value: m(c.freeIncomeCents),
    },
    {
      key: 'proposal',
      how: t('capacity.formula.proposalHow', {
        amount: m(c.proposal.amountCents),
        term: c.proposal.termMonths,
        rate: pct(c.proposal.annualRateBps),
        fee: pct(c.proposal.openingFeeBps),
        version: c.policyVersion,
      }),
      value: m(c.proposedPaymentCents),
    },
    {
      key: 'paymentWithIva',
      how: t('capacity.formula.withIvaHow', { payment: m(c.proposedPaymentCents) }),
      value: m(c.proposedPaymentWithIvaCents),
    },
    {
      key: 'dti',
      how: math(
        `(${m(c.existingDebtCents)} + ${m(c.proposedPaymentWithIvaCents)}) ÷ ${m(c.verifiedIncomeCents)}`,
      ),
      value: c.debtToIncomeBps === null ? '—' : pct(c.debtToIncomeBps),
    },
    {
      key: 'maxPayment',
      how: math(
        t('capacity.formula.maxPaymentHow', {
          income: m(c.verifiedIncomeCents),
          max: pct(c.maxDebtToIncomeBps),
          debt: m(c.existingDebtCents),
          free: m(c.freeIncomeCents),
        }),
      ),
      value: m(c.maxPaymentCents),
    },
    {
      key: 'maxAmount',
      how: math(
        t('capacity.formula.maxAmountHow', {
          payment: m(c.maxPaymentCents),
          // A formula's raw operand, as the engine computes with it, not a figure to read.
          r: rate.toFixed(6),
          n: c.proposal.termMonths,
        }),
      ),
      value: m(c.maxAmountCents),
    },
  ]
  return (
    <>
      <Alert severity={c.withinPolicy ? 'success' : 'warning'}>
        {t(c.withinPolicy ? 'capacity.formula.within' : 'capacity.formula.exceeds', {
          dti: c.debtToIncomeBps === null ? '—' : pct(c.debtToIncomeBps),
          max: pct(c.maxDebtToIncomeBps),
        })}
      </Alert>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('capacity.formula.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('capacity.formula.concept')}</TableCell>
              <TableCell>{t('capacity.formula.how')}</TableCell>
              <TableCell align="right">{t('capacity.formula.value')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key} data-testid={`capacity-${row.key}`}>
                <TableCell component="th" scope="row">
                  {t(`capacity.formula.rows.${row.key}`)}
                  {row.key === 'dti' && (
                    <Chip
                      size="small"
                      sx={{ marginInlineStart: 1 }}
                      color={c.withinPolicy ? 'success' : 'warning'}
                      label={t('capacity.formula.maxDti', { max: pct(c.maxDebtToIncomeBps) })}
                    />
                  )}
                </TableCell>
                <TableCell sx={{ color: 'text.secondary' }}>{row.how}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {row.value}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  )
}
