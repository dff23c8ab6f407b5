import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { auditPaths, type AuditEventItem } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import type { DataTableColumn } from '../../../components/data-table'
import { ListScreen, useListNotice } from '../../../components/list-screen'
import { downloadCsvExport } from '../../../lib/csv-export'
import { useErrorText } from '../../../lib/error-text'
import { useListParams } from '../../../lib/use-list-params'
import { useAuditEvents } from '../api/get-audit-events'
import { AuditDetails, useAuditWords } from '../components/audit-details'
import { AuditFilters } from '../components/audit-filters'
import { useAuditLabels } from '../components/audit-labels'
import { ChainVerification } from '../components/chain-verification'
import { formatDateTime } from '../../../lib/format'

const filterNames = ['action', 'entityType', 'entityId', 'from', 'to'] as const

/** /apps/audit (manage all): the tamper-evident trail: who did what to which record, its verification, export. */
export function Component() {
  const { t, i18n } = useTranslation('audit')
  const { params, update, query } = useListParams(filterNames)
  const events = useAuditEvents(query)
  const { callText } = useErrorText('audit')
  const notice = useListNotice()
  const words = useAuditWords()
  const labels = useAuditLabels()
  const time = (iso: string) =>
    formatDateTime(iso, i18n.language, undefined, { numeric: true, seconds: true })

  const columns: DataTableColumn<AuditEventItem>[] = [
    {
      id: 'sequence',
      header: t('columns.sequence'),
      sortKey: 'sequence',
      render: (event) => event.sequence ?? '—',
    },
    {
      id: 'createdAt',
      header: t('columns.createdAt'),
      sortKey: 'createdAt',
      render: (event) => <Box sx={{ whiteSpace: 'nowrap' }}>{time(event.createdAt)}</Box>,
    },
    { id: 'actor', header: t('columns.actor'), render: (event) => event.actor?.fullName ?? t('system') },
    {
      id: 'action',
      header: t('columns.action'),
      sortKey: 'action',
      render: (event) => labels.action(event.action),
    },
    {
      id: 'entity',
      header: t('columns.entity'),
      sortKey: 'entityType',
      render: (event) => `${labels.entity(event.entityType)} #${event.entityId}`,
    },
    {
      id: 'data',
      header: t('columns.data'),
      render: (event) => <AuditDetails action={event.action} data={event.data} words={words} />,
    },
    {
      id: 'hash',
      header: t('columns.hash'),
      render: (event) => (
        <Typography variant="caption" sx={{ fontFamily: 'monospace' }} title={event.hash ?? ''}>
          {event.hash?.slice(0, 12) ?? '—'}
        </Typography>
      ),
    },
  ]

  const exportCsv = () =>
    downloadCsvExport(auditPaths.export, query, { headers: {}, values: {} }, 'audit-trail.csv')

  return (
    <ListScreen
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      notice={notice}
      banner={<ChainVerification />}
      filtersTitle={t('filters.title')}
      filters={
        <AuditFilters
          filters={params.filters}
          actions={events.data?.actions ?? []}
          entityTypes={events.data?.entityTypes ?? []}
          onChange={(filters) => update({ filters })}
        />
      }
      list={{ params, update }}
      searchLabel={t('list.search')}
      exportCsv={{ run: exportCsv, formats: ['csv'] }}
      errorText={callText}
      query={events}
      table={{
        label: t('list.title'),
        columns,
        rows: events.data?.items,
        rowKey: (event) => event.id,
        total: events.data?.total ?? 0,
        emptyText: t('list.empty'),
      }}
    />
  )
}
