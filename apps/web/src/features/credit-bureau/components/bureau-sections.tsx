import Box from '@mui/material/Box'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import type { BureauReportData } from '@mesa/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../../lib/format'

/** The sections of a Buró de Crédito person report, as the report's sub-tabs. */
export const bureauSections = ['general', 'addresses', 'credits', 'jobs', 'queries'] as const
export type BureauSectionName = (typeof bureauSections)[number]

/** A table of rows with the column keys' words from `analysis.bureau.columns.<key>`. */
function ReportTable({ label, columns, rows }: { label: string; columns: string[]; rows: ReactNode[][] }) {
  const { t } = useTranslation('creditBureau')
  if (rows.length === 0)
    return <Typography color="text.secondary">{t('analysis.bureau.emptySection')}</Typography>
  return (
    // Keyboard users scroll the wide tables too (focusable scroll region).
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>{t(`analysis.bureau.columns.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((cells, index) => (
            <TableRow key={index}>
              {cells.map((cell, column) => (
                <TableCell key={column}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  )
}

/** The 24-month MOP history, most recent first, two characters a month (-- before the account existed). */
function MopHistory({ history }: { history: string }) {
  const months = Array.from({ length: history.length / 2 }, (_, i) => history.slice(i * 2, i * 2 + 2))
  return (
    <Box
      component="span"
      sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap', direction: 'ltr', unicodeBidi: 'isolate' }}
    >
      {months.map((code, index) => (
        <Box
          component="span"
          key={index}
          sx={{
            color: Number(code) >= 2 ? 'error.main' : 'inherit',
            fontWeight: Number(code) >= 2 ? 700 : 400,
          }}
        >
          {code}
          {index < months.length - 1 ? ' ' : ''}
        </Box>
      ))}
    </Box>
  )
}

export function BureauSection({ name, report }: { name: BureauSectionName; report: BureauReportData }) {
  const { t } = useTranslation('creditBureau')
  const label = t(`analysis.bureau.sectionNames.${name}`)
  switch (name) {
    case 'general': {
      const general = report.general
      return (
        <Box>
          <ReportTable
            label={label}
            columns={['name', 'rfc', 'curp', 'birthDate', 'score']}
            rows={[
              [
                general.name,
                general.rfc,
                general.curp,
                general.birthDate,
                general.score ?? t('analysis.bureau.noScore'),
              ],
            ]}
          />
          <Typography variant="subtitle2" component="h4" sx={{ mt: 2 }}>
            {t('analysis.bureau.reasons')}
          </Typography>
          <ul>
            {general.scoreReasons.map((reason) => (
              <li key={reason.code}>
                <Typography variant="body2">{`${reason.code} · ${reason.description}`}</Typography>
              </li>
            ))}
          </ul>
        </Box>
      )
    }
    case 'addresses':
      return (
        <ReportTable
          label={label}
          columns={['street', 'neighborhood', 'municipality', 'state', 'postalCode', 'reportedAt']}
          rows={report.addresses.map((item) => [
            item.street,
            item.neighborhood,
            item.municipality,
            item.state,
            item.postalCode,
            item.reportedAt,
          ])}
        />
      )
    case 'credits':
      return (
        <ReportTable
          label={label}
          columns={[
            'grantor',
            'accountType',
            'creditType',
            'opened',
            'closed',
            'limit',
            'balance',
            'pastDueAmount',
            'payment',
            'mop',
            'history',
          ]}
          rows={report.credits.map((item) => [
            item.grantor,
            t(`analysis.bureau.accountTypes.${item.accountType}`),
            item.creditType,
            item.openedAt,
            item.closedAt ?? '—',
            formatMoney(item.limitCents),
            formatMoney(item.balanceCents),
            formatMoney(item.pastDueCents),
            formatMoney(item.monthlyPaymentCents),
            item.currentMop,
            <MopHistory key="history" history={item.paymentHistory} />,
          ])}
        />
      )
    case 'jobs':
      return (
        <ReportTable
          label={label}
          columns={['employer', 'position', 'startedAt', 'reportedAt']}
          rows={report.jobs.map((item) => [
            item.employer,
            item.position || '—',
            item.startedAt,
            item.reportedAt,
          ])}
        />
      )
    case 'queries':
      return (
        <ReportTable
          label={label}
          columns={['grantor', 'creditType', 'queriedAt']}
          rows={report.queries.map((item) => [item.grantor, item.creditType, item.queriedAt])}
        />
      )
  }
}
