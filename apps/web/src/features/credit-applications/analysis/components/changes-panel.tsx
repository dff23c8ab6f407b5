import Alert from '@mui/material/Alert'
import LinearProgress from '@mui/material/LinearProgress'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { ApplicationFile } from '../../../../lib/application-file'
import { useHistory } from '../../api/get-history'
import { formatDateTime, formatMoney } from '../../../../lib/format'

const shown = (value: unknown, field: string): string => {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'number' && field.endsWith('Cents')) return formatMoney(value)
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/**
 * changes: every field change (old → new, who, when) from the history; checklist changes: every upload and
 * review of the document checklist. Newest first, as the history answers.
 */
export function ChangesPanel({
  application,
  kind,
}: {
  application: ApplicationFile
  kind: 'field' | 'document'
}) {
  const { t, i18n } = useTranslation('applications')
  const history = useHistory(application.origin, application.id)
  if (history.isPending) return <LinearProgress aria-label={t('history.loading')} />
  if (history.isError) return <Alert severity="error">{t('problems.generic')}</Alert>
  const entries = history.data.history.filter((entry) => entry.kind === kind)
  if (entries.length === 0)
    return (
      <Typography color="text.secondary">
        {t(kind === 'field' ? 'analysis.changes.none' : 'analysis.checklist.none')}
      </Typography>
    )
  return (
    <Table size="small" aria-label={t(kind === 'field' ? 'tabs.changes' : 'tabs.checklistChanges')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('analysis.changes.when')}</TableCell>
          <TableCell>{t('analysis.changes.who')}</TableCell>
          <TableCell>
            {t(kind === 'field' ? 'analysis.changes.field' : 'analysis.checklist.document')}
          </TableCell>
          <TableCell>{t(kind === 'field' ? 'analysis.changes.before' : 'analysis.checklist.file')}</TableCell>
          <TableCell>
            {t(kind === 'field' ? 'analysis.changes.after' : 'analysis.checklist.status')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry) => {
          const field = entry.field ?? ''
          const value = (entry.newValue ?? {}) as { fileName?: string; status?: string }
          return (
            <TableRow key={entry.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(entry.createdAt, i18n.language)}
              </TableCell>
              <TableCell>{entry.actor?.fullName ?? t('history.system')}</TableCell>
              {kind === 'field' ? (
                <>
                  <TableCell>{t(`fields.${field}`, { defaultValue: field })}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{shown(entry.oldValue, field)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{shown(entry.newValue, field)}</TableCell>
                </>
              ) : (
                <>
                  <TableCell>{t(`documentKinds.${field}`, { defaultValue: field })}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{value.fileName ?? '—'}</TableCell>
                  <TableCell>
                    {value.status ? t(`documentStatus.${value.status}`, { defaultValue: value.status }) : '—'}
                    {entry.reason ? ` — ${entry.reason}` : ''}
                  </TableCell>
                </>
              )}
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  )
}
