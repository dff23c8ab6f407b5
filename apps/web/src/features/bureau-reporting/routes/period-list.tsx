import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { businessToday } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate } from 'react-router'
import { ScreenHeader } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { formatDate, formatDateTime, formatMoney, formatMonth, formatNumber } from '../../../lib/format'
import { usePeriods } from '../api/list-bureau-periods'
import { PullCostsCard } from '../components/pull-costs-card'

/** The 24 months before the business day's (a month is reported once it has ended), newest first. */
function closedMonths() {
  const [year, month] = businessToday().split('-').map(Number) as [number, number]
  return Array.from({ length: 24 }, (_, back) => {
    const index = year * 12 + (month - 1) - back - 1
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
  })
}

/**
 * /apps/bureau-reporting (read bureau_reporting): the months whose credit-bureau file was produced, with their
 * totals; a month is opened to see its summary, produce its file or download it. Below, the chosen month's
 * bureau pulls and their cost by ally.
 */
export function Component() {
  const { t, i18n } = useTranslation('bureau-reporting')
  const { callText } = useErrorText('bureau-reporting')
  const periods = usePeriods()
  const navigate = useNavigate()
  const months = closedMonths()
  const [month, setMonth] = useState(months[0]!)
  const language = i18n.language
  const path = (period: string) => `/apps/bureau-reporting/${period}`

  return (
    <>
      <ScreenHeader title={t('list.title')} subtitle={t('list.subtitle')} />
      <Stack spacing={3}>
        <Card>
          <CardContent>
            <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <TextField
                select
                id="bureau-period"
                label={t('list.month')}
                value={month}
                onChange={(event) => setMonth(event.target.value)}
                sx={{ minWidth: 240 }}
              >
                {months.map((value) => (
                  <MenuItem key={value} value={value}>
                    {formatMonth(value, language)}
                  </MenuItem>
                ))}
              </TextField>
              <Button variant="contained" onClick={() => void navigate(path(month))}>
                {t('list.open')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              {t('list.produced')}
            </Typography>
            {periods.isPending && <LinearProgress aria-label={t('loading')} />}
            {periods.isError && <Alert severity="error">{callText(periods.error)}</Alert>}
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={t('list.produced')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('columns.period')}</TableCell>
                    <TableCell>{t('columns.asOf')}</TableCell>
                    <TableCell align="right">{t('columns.accounts')}</TableCell>
                    <TableCell align="right">{t('columns.failed')}</TableCell>
                    <TableCell align="right">{t('columns.balance')}</TableCell>
                    <TableCell align="right">{t('columns.pastDue')}</TableCell>
                    <TableCell>{t('columns.generatedAt')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {periods.data?.items.map((item) => (
                    <TableRow key={item.period}>
                      <TableCell>
                        <Link component={RouterLink} to={path(item.period)}>
                          {formatMonth(item.period, language)}
                        </Link>
                      </TableCell>
                      <TableCell>{formatDate(item.asOf, language)}</TableCell>
                      <TableCell align="right">{formatNumber(item.accounts, language)}</TableCell>
                      <TableCell align="right">{formatNumber(item.failed, language)}</TableCell>
                      <TableCell align="right">{formatMoney(item.totalBalanceCents, { language })}</TableCell>
                      <TableCell align="right">{formatMoney(item.totalPastDueCents, { language })}</TableCell>
                      <TableCell>
                        {formatDateTime(item.generatedAt, language, undefined, { numeric: true })}
                      </TableCell>
                    </TableRow>
                  ))}
                  {periods.data && periods.data.items.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={7}>{t('list.none')}</TableCell>
                    </TableRow>
                  )}
                </TableBody>
              </Table>
            </Box>
          </CardContent>
        </Card>
        <PullCostsCard period={month} />
      </Stack>
    </>
  )
}
