import Box from '@mui/material/Box'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import type { QuoteResponse } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { formatMoney, formatPercent } from '../../../lib/format'

/** The quote answers pesos (spec §6), not centavos. */
const money = (value: number) => formatMoney(Math.round(value * 100))

const summaryFields = [
  'payment',
  'paymentWithIva',
  'openingFee',
  'openingFeeIva',
  'netDisbursed',
  'totalInterest',
  'totalIva',
  'totalInsurance',
  'totalPaid',
] as const
const scheduleColumns = ['payment', 'interest', 'iva', 'principal', 'insurance', 'total', 'balance'] as const

/** A quote: its figures, the CAT as the law requires it be stated, and the whole schedule. */
export function QuoteResult({ quote }: { quote: QuoteResponse }) {
  const { t, i18n } = useTranslation('creditPolicy')
  const percent = (pct: number) => formatPercent(pct / 100, i18n.language, 1)
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="p" data-testid="quote-cat">
        {t('capacity.calculator.cat', { cat: percent(quote.catPct) })}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr 1fr)' },
        }}
      >
        {summaryFields.map((field) => (
          <Box key={field} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(`capacity.calculator.figures.${field}`)}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, fontWeight: 600 }}
              data-testid={`quote-${field}`}
            >
              {money(quote[field])}
            </Typography>
          </Box>
        ))}
        {quote.loanToValuePct !== undefined && (
          <Box sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t('capacity.calculator.figures.loanToValue')}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
              {percent(quote.loanToValuePct)}
            </Typography>
          </Box>
        )}
      </Box>
      <TableContainer
        sx={{ maxHeight: 480, overflow: 'auto' }}
        tabIndex={0}
        aria-label={t('capacity.calculator.schedule')}
      >
        <Table size="small" stickyHeader aria-label={t('capacity.calculator.schedule')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('capacity.calculator.columns.n')}</TableCell>
              <TableCell>{t('capacity.calculator.columns.date')}</TableCell>
              {scheduleColumns.map((column) => (
                <TableCell key={column} align="right">
                  {t(`capacity.calculator.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {quote.schedule.map((row) => (
              <TableRow key={row.n}>
                <TableCell>{row.n}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.date ?? '—'}</TableCell>
                {scheduleColumns.map((column) => (
                  <TableCell key={column} align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {money(row[column])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  )
}
