import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import RestoreFromTrash from '@mui/icons-material/RestoreFromTrash'
import type { TrashEntry } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import type { DataTableColumn } from '../../../components/data-table'
import { ListScreen, useListNotice } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { useListParams } from '../../../lib/use-list-params'
import { useTrash } from '../api/get-trash'
import { useRestoreEntry } from '../api/restore-entry'
import { TrashFilters } from '../components/trash-filters'
import { formatDate, formatDateTime } from '../../../lib/format'

const filterNames = ['type', 'deletedBy', 'from', 'to'] as const

/**
 * /apps/trash (manage all): deleted records until the purge job erases them (TRASH_RETENTION_DAYS); an
 * administrator restores one, unless a live record took its unique key meanwhile.
 */
export function Component() {
  const { t, i18n } = useTranslation('trash')
  const { params, update, query } = useListParams(filterNames)
  const trash = useTrash(query)
  const restore = useRestoreEntry()
  const { callText } = useErrorText('trash')
  const notice = useListNotice()
  const time = (iso: string) => formatDateTime(iso, i18n.language, undefined, { numeric: true })
  const day = (iso: string) => formatDate(iso, i18n.language)

  const restoreOne = (entry: TrashEntry) =>
    restore.mutate(entry.id, {
      onSuccess: () => notice.show(t('restored', { name: entry.label })),
      onError: (error) => notice.show(callText(error), 'error'),
    })

  const columns: DataTableColumn<TrashEntry>[] = [
    { id: 'type', header: t('columns.type'), sortKey: 'type', render: (entry) => t(`types.${entry.type}`) },
    {
      id: 'label',
      header: t('columns.label'),
      sortKey: 'label',
      render: (entry) => (
        <>
          <Box component="span" sx={{ fontWeight: 500 }}>
            {entry.label}
          </Box>
          <Box component="span" sx={{ color: 'text.secondary', ms: 1 }}>
            {' '}
            #{entry.recordId}
          </Box>
        </>
      ),
    },
    { id: 'deletedBy', header: t('columns.deletedBy'), render: (entry) => entry.deletedBy?.fullName ?? '—' },
    {
      id: 'deletedAt',
      header: t('columns.deletedAt'),
      sortKey: 'deletedAt',
      render: (entry) => <Box sx={{ whiteSpace: 'nowrap' }}>{time(entry.deletedAt)}</Box>,
    },
    {
      id: 'purgeAfter',
      header: t('columns.purgeAfter'),
      render: (entry) => <Box sx={{ whiteSpace: 'nowrap' }}>{day(entry.purgeAfter)}</Box>,
    },
    {
      id: 'actions',
      header: t('list.actions', { ns: 'translation' }),
      align: 'right',
      render: (entry) => (
        <Button
          size="small"
          startIcon={<RestoreFromTrash />}
          disabled={restore.isPending}
          onClick={() => restoreOne(entry)}
          aria-label={t('restore', { name: entry.label })}
        >
          {t('restoreShort')}
        </Button>
      ),
    },
  ]

  return (
    <ListScreen
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      notice={notice}
      filtersTitle={t('filters.title')}
      filters={
        <TrashFilters
          filters={params.filters}
          deleters={trash.data?.deleters ?? []}
          onChange={(filters) => update({ filters })}
        />
      }
      list={{ params, update }}
      searchLabel={t('list.search')}
      errorText={callText}
      query={trash}
      table={{
        label: t('list.title'),
        columns,
        rows: trash.data?.items,
        rowKey: (entry) => entry.id,
        total: trash.data?.total ?? 0,
        emptyText: t('list.empty'),
      }}
    />
  )
}
