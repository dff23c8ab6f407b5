import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { manageAll, type CreditProduct, type Stage } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { ability } from '../../../lib/ability'
import type { HistoryEntry } from '@mesa/contracts'
import { useHistory } from '../api/get-history'
import { formatDateTime, formatMoney, formatNumber } from '../../../lib/format'
import { stateName } from '../../../lib/state-names'
import { StageChip } from './stage-chip'

/** A stored value as text: centavos as money, basis points as percent, states and references by name. */
const show = (value: unknown, field = ''): string => {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'number' && field.endsWith('Cents')) return formatMoney(value)
  if (typeof value === 'string' && /(^|\.)(state|birthState)$/.test(field)) return stateName(value)
  if (typeof value === 'number' && field.endsWith('Bps'))
    return formatNumber(value / 100, undefined, 2) + '\u00a0%'
  if (Array.isArray(value))
    return (
      value
        .map((item) =>
          item && typeof item === 'object' && 'fullName' in item
            ? Object.values(item as Record<string, unknown>).join(', ')
            : show(item),
        )
        .join(' · ') || '—'
    )
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/** One line of the history: a move, a field change (old → new), an assignment, a document, a comment. */
function Entry({ entry }: { entry: HistoryEntry }) {
  const { t } = useTranslation('applications')
  const fieldLabel = (field: string) =>
    field.includes('.')
      ? t(`fields.${field}`, { defaultValue: field })
      : t(`tabs.${field}`, { defaultValue: field })
  switch (entry.kind) {
    case 'transition':
      return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <span>{t(`transitions.${entry.field ?? 'advance'}`)}:</span>
          {entry.fromStage && <StageChip stage={entry.fromStage as Stage} />}
          <span aria-hidden>→</span>
          {entry.toStage && <StageChip stage={entry.toStage as Stage} />}
          {entry.reason && <Typography variant="body2">— {entry.reason}</Typography>}
          {entry.newValue && typeof entry.newValue === 'object' && Object.keys(entry.newValue).length > 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {Object.entries(entry.newValue as Record<string, unknown>)
                .map(([key, value]) => `${t(`fields.advance.${key}`, { defaultValue: key })}: ${show(value)}`)
                .join(' · ')}
            </Typography>
          ) : null}
        </Box>
      )
    case 'field':
      return (
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {t('history.field', { field: fieldLabel(entry.field ?? '') })}{' '}
          <Box component="span" sx={{ textDecoration: 'line-through', color: 'text.secondary' }}>
            {show(entry.oldValue, entry.field ?? '')}
          </Box>{' '}
          → <strong>{show(entry.newValue, entry.field ?? '')}</strong>
        </Typography>
      )
    case 'created':
      return <Typography>{t('history.created')}</Typography>
    case 'assignment':
      return <Typography>{t('history.assignment')}</Typography>
    case 'document': {
      const value = (entry.newValue ?? {}) as { fileName?: string; status?: string }
      return (
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {t('history.document', {
            kind: entry.field ? t(`documentKinds.${entry.field}`, { defaultValue: entry.field }) : '',
            name: value.fileName ?? '',
            status: value.status ? t(`documentStatus.${value.status}`, { defaultValue: value.status }) : '',
          })}
          {entry.reason ? ` — ${entry.reason}` : ''}
        </Typography>
      )
    }
    default:
      return <Typography>{t('history.comment')}</Typography>
  }
}

/** Everything that happened to the application, newest first, with who and when. */
export function HistoryPanel({ origin, id }: { origin: CreditProduct; id: number }) {
  const { t, i18n } = useTranslation('applications')
  const history = useHistory(origin, id)
  if (history.isPending) return <LinearProgress aria-label={t('history.loading')} />
  if (history.isError) return <Alert severity="error">{t('problems.generic')}</Alert>
  return (
    <>
      {/* Administrators: who read this applicant's file (every read is in the audit trail, issue 31). */}
      {ability.can(manageAll.action, manageAll.subject) && (
        <Link component={RouterLink} to={`/apps/audit?entityType=credit_application&entityId=${id}`}>
          {t('history.readers')}
        </Link>
      )}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('tabs.history')}>
        {history.data.history.map((entry) => (
          <Box
            component="li"
            key={entry.id}
            data-kind={entry.kind}
            sx={{
              py: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
              display: 'flex',
              gap: 2,
              flexWrap: 'wrap',
            }}
          >
            <Box sx={{ width: 200, flexShrink: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {entry.actor?.fullName ?? t('history.system')}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {formatDateTime(entry.createdAt, i18n.language)}
              </Typography>
            </Box>
            <Box sx={{ flex: 1, minWidth: 240 }}>
              <Entry entry={entry} />
            </Box>
          </Box>
        ))}
      </Box>
    </>
  )
}
