import Alert from '@mui/material/Alert'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useBusinessDay } from '../../../lib/business-date'
import { useTrialBalance } from '../api/get-trial-balance'
import { AmountCell } from '../components/amount-cell'
import { DayField } from '../components/as-of-field'
import { ReportFrame } from '../components/report-frame'

/**
 * /apps/contabilidad/balanza (read accounting): the trial balance (balanza de comprobación) as of a day, the
 * business date until another is picked; accounts without movement are left out, the totals say if it balances.
 */
export function Component() {
  const { t } = useTranslation('accounting')
  const today = useBusinessDay()
  const [picked, setPicked] = useState<string | null>(null)
  const report = useTrialBalance(picked ?? undefined)
  const shownOn = picked ?? report.data?.asOf ?? today
  const label = t('trialBalance.table')
  const moved = report.data?.accounts.filter(
    (account) => account.debitCents !== 0 || account.creditCents !== 0,
  )
  const totals = report.data?.totals
  return (
    <ReportFrame
      title={t('trialBalance.title')}
      subtitle={t('trialBalance.subtitle')}
      query={report}
      dates={
        <DayField
          id="trial-balance-as-of"
          label={t('asOf')}
          value={shownOn}
          max={today}
          onChange={setPicked}
        />
      }
    >
      {moved && totals && (
        <>
          <Alert severity={totals.debitCents === totals.creditCents ? 'success' : 'error'} sx={{ mb: 2 }}>
            {totals.debitCents === totals.creditCents
              ? t('trialBalance.balanced')
              : t('trialBalance.unbalanced')}
          </Alert>
          <TableContainer tabIndex={0} role="region" aria-label={label}>
            <Table size="small" aria-label={label}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('trialBalance.code')}</TableCell>
                  <TableCell>{t('trialBalance.name')}</TableCell>
                  <TableCell align="right">{t('trialBalance.debit')}</TableCell>
                  <TableCell align="right">{t('trialBalance.credit')}</TableCell>
                  <TableCell align="right">{t('trialBalance.balance')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {moved.map((account) => (
                  <TableRow key={account.code}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{account.code}</TableCell>
                    <TableCell>{account.name}</TableCell>
                    <AmountCell cents={account.debitCents} />
                    <AmountCell cents={account.creditCents} />
                    <AmountCell cents={account.balanceCents} />
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell colSpan={2} sx={{ fontWeight: 700 }}>
                    {t('trialBalance.totals')}
                  </TableCell>
                  <AmountCell cents={totals.debitCents} bold />
                  <AmountCell cents={totals.creditCents} bold />
                  <AmountCell cents={totals.debitCents - totals.creditCents} bold />
                </TableRow>
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </ReportFrame>
  )
}
