import Alert from '@mui/material/Alert'
import Chip from '@mui/material/Chip'
import { alpha } from '@mui/material/styles'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useBusinessDay } from '../../../lib/business-date'
import { useReconciliation } from '../api/get-reconciliation'
import { AmountCell } from '../components/amount-cell'
import { DayField } from '../components/as-of-field'
import { ReportFrame } from '../components/report-frame'

/**
 * /apps/contabilidad/conciliacion (read accounting): each control account against its sub-ledger as of a day;
 * a row whose difference is not zero is highlighted (the month cannot close while one is).
 */
export function Component() {
  const { t } = useTranslation('accounting')
  const today = useBusinessDay()
  const [picked, setPicked] = useState<string | null>(null)
  const report = useReconciliation(picked ?? undefined)
  const shownOn = picked ?? report.data?.asOf ?? today
  const label = t('reconciliation.table')
  const differing = report.data?.accounts.filter((account) => account.differenceCents !== 0).length ?? 0
  return (
    <ReportFrame
      title={t('reconciliation.title')}
      subtitle={t('reconciliation.subtitle')}
      query={report}
      dates={
        <DayField
          id="reconciliation-as-of"
          label={t('asOf')}
          value={shownOn}
          max={today}
          onChange={setPicked}
        />
      }
    >
      {report.data && report.data.accounts.length === 0 && (
        <Alert severity="info">{t('reconciliation.empty')}</Alert>
      )}
      {report.data && report.data.accounts.length > 0 && (
        <>
          <Alert severity={differing === 0 ? 'success' : 'warning'} sx={{ mb: 2 }}>
            {differing === 0
              ? t('reconciliation.allMatch')
              : t('reconciliation.someDiffer', { count: differing })}
          </Alert>
          <TableContainer tabIndex={0} role="region" aria-label={label}>
            <Table size="small" aria-label={label}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('reconciliation.account')}</TableCell>
                  <TableCell>{t('reconciliation.slot')}</TableCell>
                  <TableCell align="right">{t('reconciliation.ledger')}</TableCell>
                  <TableCell align="right">{t('reconciliation.subledger')}</TableCell>
                  <TableCell align="right">{t('reconciliation.difference')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {report.data.accounts.map((account) => {
                  const differs = account.differenceCents !== 0
                  return (
                    <TableRow
                      key={account.slot}
                      sx={
                        differs ? { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.12) } : undefined
                      }
                    >
                      <TableCell>
                        {account.code} · {account.name}
                      </TableCell>
                      <TableCell>{t(`slots.${account.slot}`)}</TableCell>
                      <AmountCell cents={account.ledgerCents} />
                      <AmountCell cents={account.subledgerCents} />
                      <AmountCell cents={account.differenceCents} bold={differs} />
                      <TableCell>
                        <Chip
                          size="small"
                          color={differs ? 'warning' : 'success'}
                          label={differs ? t('reconciliation.differs') : t('reconciliation.matches')}
                        />
                      </TableCell>
                    </TableRow>
                  )
                })}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </ReportFrame>
  )
}
