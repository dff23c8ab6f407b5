import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import type { PortfolioDashboard } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import type { DashboardFilters } from '../api/get-portfolio-dashboard'
import { applicationsLink } from './list-links'
import { FigureLink } from './figure-link'
import { formatPercent } from '../../../lib/format'
import { Panel } from './panel'

/** Approved, rejected and cancelled with the rejections' reasons (the rejected list opens from the total). */
export function DecisionsPanel({ data, filters }: { data: PortfolioDashboard; filters: DashboardFilters }) {
  const { t, i18n } = useTranslation('portfolio')
  const { decisions } = data
  const share = (count: number) =>
    formatPercent(decisions.rejected ? count / decisions.rejected : null, i18n.language)
  return (
    <Panel title={t('decisions.title')} note={t('decisions.note')}>
      <Typography sx={{ mb: 1 }}>
        {t('decisions.line', { approved: decisions.approved, cancelled: decisions.cancelled })}{' '}
        <FigureLink
          to={applicationsLink(filters, { stage: 'rechazada' })}
          label={t('summary.rejectedLink', { count: decisions.rejected })}
        >
          {t('summary.rejected', { count: decisions.rejected })}
        </FigureLink>
      </Typography>
      {decisions.reasons.length === 0 ? (
        <Typography color="text.secondary">{t('decisions.noRejections')}</Typography>
      ) : (
        <Table size="small" aria-label={t('decisions.reasons')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('decisions.reason')}</TableCell>
              <TableCell align="right">{t('decisions.count')}</TableCell>
              <TableCell align="right">{t('decisions.share')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {decisions.reasons.map((row) => (
              <TableRow key={row.reason}>
                <TableCell component="th" scope="row">
                  {row.reason || t('decisions.noReason')}
                </TableCell>
                <TableCell align="right">{row.count}</TableCell>
                <TableCell align="right">{share(row.count)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Panel>
  )
}
