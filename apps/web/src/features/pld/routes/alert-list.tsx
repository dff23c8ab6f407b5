import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import { pldAlertStatuses, pldListKinds, type PldAlertListItem } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { DataTableColumn } from '../../../components/data-table'
import { FilterSelect, ListScreen, useListNotice } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { formatDateTime, formatFolio } from '../../../lib/format'
import { useListParams } from '../../../lib/use-list-params'
import { alertFilterNames, useAlerts } from '../api/list-alerts'
import { AlertStatusChip } from '../components/alert-status-chip'

/**
 * /apps/pld/alerts (read pld): the screening alerts a compliance officer works, newest first, filtered by
 * status and list; each opens its detail, where it is dismissed or escalated.
 */
export function Component() {
  const { t, i18n } = useTranslation('pld')
  const { params, update, query } = useListParams(alertFilterNames)
  const alerts = useAlerts(query)
  const { callText } = useErrorText('pld')
  const notice = useListNotice()

  const columns: DataTableColumn<PldAlertListItem>[] = [
    {
      id: 'subject',
      header: t('columns.subject'),
      render: (row) => (
        <Box sx={{ display: 'grid' }}>
          <Link component={RouterLink} to={`/apps/pld/alerts/${row.id}`} sx={{ fontWeight: 600 }}>
            {row.subjectName}
          </Link>
          <Box component="span" sx={{ color: 'text.secondary', fontSize: 12 }}>
            {t(`subjects.${row.subjectKind}`)}
            {row.folio !== null ? ` · ${formatFolio(row.folio, i18n.language)}` : ''}
          </Box>
        </Box>
      ),
    },
    {
      id: 'listed',
      header: t('columns.listed'),
      render: (row) => (
        <Box sx={{ display: 'grid' }}>
          <span>{row.listedName}</span>
          <Box component="span" sx={{ color: 'text.secondary', fontSize: 12 }}>
            {t(`lists.${row.list}`)}
          </Box>
        </Box>
      ),
    },
    { id: 'score', header: t('columns.score'), sortKey: 'score', align: 'right', render: (row) => row.score },
    { id: 'point', header: t('columns.point'), render: (row) => t(`points.${row.screeningPoint}`) },
    {
      id: 'created',
      header: t('columns.created'),
      sortKey: 'created',
      render: (row) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(row.createdAt, i18n.language, undefined, { numeric: true })}
        </Box>
      ),
    },
    {
      id: 'status',
      header: t('columns.status'),
      sortKey: 'status',
      render: (row) => <AlertStatusChip status={row.status} />,
    },
  ]

  return (
    <ListScreen
      title={t('alerts.title')}
      subtitle={t('alerts.subtitle', { open: alerts.data?.open ?? 0 })}
      notice={notice}
      filters={
        <>
          <FilterSelect
            id="pld-filter-status"
            label={t('filters.status')}
            value={params.filters.status ?? ''}
            options={pldAlertStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
            onChange={(status) => update({ filters: { status } })}
            allLabel={t('list.all', { ns: 'translation' })}
            minWidth={160}
          />
          <FilterSelect
            id="pld-filter-list"
            label={t('filters.list')}
            value={params.filters.list ?? ''}
            options={pldListKinds.map((list) => ({ value: list, label: t(`lists.${list}`) }))}
            onChange={(list) => update({ filters: { list } })}
            allLabel={t('list.all', { ns: 'translation' })}
            minWidth={200}
          />
        </>
      }
      list={{ params, update }}
      searchLabel={t('alerts.search')}
      errorText={callText}
      query={alerts}
      table={{
        label: t('alerts.title'),
        columns,
        rows: alerts.data?.items,
        rowKey: (row) => row.id,
        total: alerts.data?.total ?? 0,
        emptyText: t('alerts.empty'),
      }}
    />
  )
}
