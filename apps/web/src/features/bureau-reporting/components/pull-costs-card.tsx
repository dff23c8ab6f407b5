import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../lib/error-text'
import { formatMoney, formatMonth, formatNumber } from '../../../lib/format'
import { usePullCosts } from '../api/get-pull-costs'

/** The month's bureau pulls (person reports) and what they cost, by ally, with the month's totals. */
export function PullCostsCard({ period }: { period: string }) {
  const { t, i18n } = useTranslation('bureau-reporting')
  const { callText } = useErrorText('bureau-reporting')
  const costs = usePullCosts(period)
  const language = i18n.language
  const data = costs.data
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('pulls.title', { month: formatMonth(period, language) })}
        </Typography>
        {data && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('pulls.price', { price: formatMoney(data.priceCents, { language }) })}
          </Typography>
        )}
        {costs.isError && <Alert severity="error">{callText(costs.error)}</Alert>}
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('pulls.title', { month: formatMonth(period, language) })}>
            <TableHead>
              <TableRow>
                <TableCell>{t('pulls.ally')}</TableCell>
                <TableCell align="right">{t('pulls.count')}</TableCell>
                <TableCell align="right">{t('pulls.cost')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data?.items.map((row) => (
                <TableRow key={row.allyId}>
                  <TableCell>{row.allyName}</TableCell>
                  <TableCell align="right">{formatNumber(row.pulls, language)}</TableCell>
                  <TableCell align="right">{formatMoney(row.costCents, { language })}</TableCell>
                </TableRow>
              ))}
              {data && data.items.length === 0 && (
                <TableRow>
                  <TableCell colSpan={3}>{t('pulls.none')}</TableCell>
                </TableRow>
              )}
              {data && data.items.length > 0 && (
                <TableRow>
                  <TableCell sx={{ fontWeight: 600 }}>{t('pulls.total')}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {formatNumber(data.pulls, language)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {formatMoney(data.costCents, { language })}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </Box>
      </CardContent>
    </Card>
  )
}
