import { useQueryClient } from '@tanstack/react-query'
import Add from '@mui/icons-material/Add'
import DeleteOutline from '@mui/icons-material/DeleteOutline'
import EditOutlined from '@mui/icons-material/EditOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { allyStatuses, exportPaths, type AllyListItem } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { DataTableColumn } from '../../../components/data-table'
import { ListScreen, useListNotice, useRowDelete } from '../../../components/list-screen'
import { useUndoToast } from '../../../components/undo-toast'
import { ability } from '../../../lib/ability'
import type { ExportFormat } from '@mesa/contracts'
import { downloadCsvExport } from '../../../lib/csv-export'
import { HttpError } from '../../../lib/http'
import { useListParams } from '../../../lib/use-list-params'
import { useDeleteAlly } from '../api/delete-ally'
import { allyListFilters, useAllies } from '../api/get-allies'
import { useAllyCatalogs } from '../api/get-catalogs'
import { AllyAvatar } from '../components/ally-avatar'
import { useAllyBulk } from '../components/ally-bulk'
import { AllyActiveChip, AllyStatusChip } from '../components/ally-chips'
import { AllyFilters } from '../components/ally-filters'
import { useSetSelectedAlly } from '../components/selected-ally'
import { useErrorText } from '../../../lib/error-text'
import { allyKeys } from '../api/keys'

/**
 * /apps/aliados/list (read Aliados): search, filters, server-side sort and paging, delete, CSV export, and
 * bulk activate, deactivate and delete of the selected rows with their undo (the lists kit).
 */
export function Component() {
  const { t } = useTranslation('allies')
  const { params, update, query } = useListParams(allyListFilters)
  const allies = useAllies(query)
  const catalogs = useAllyCatalogs()
  const remove = useDeleteAlly()
  const select = useSetSelectedAlly()
  const { callText } = useErrorText('allies')
  const notice = useListNotice()
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: allyKeys.all })
  const undoToast = useUndoToast()
  const deletion = useRowDelete<AllyListItem>({
    undoToast,
    remove: (ally) => remove.mutateAsync(ally.id),
    busy: remove.isPending,
    title: t('delete.title'),
    text: (ally) => t('delete.text', { name: ally.allyName }),
    confirmLabel: t('list.delete', { ns: 'translation' }),
    done: (ally) => t('delete.done', { name: ally.allyName }),
    gone: {
      when: (error) => error instanceof HttpError && error.status === 404,
      text: (ally) => t('delete.gone', { name: ally.allyName }),
    },
    errorText: callText,
    notify: notice.show,
    undo: {
      type: 'ally',
      recordId: (ally) => ally.id,
      undone: (ally) => t('undo.done', { ns: 'translation', name: ally.allyName }),
      onUndone: refresh,
    },
  })

  const bulk = useAllyBulk({
    rows: allies.data?.products,
    listKey: JSON.stringify(query),
    undoToast,
    errorText: callText,
    notify: notice.show,
    refresh,
  })

  const exportCsv = (format: ExportFormat) =>
    downloadCsvExport(
      exportPaths.allies,
      query,
      {
        headers: {
          id: t('columns.id'),
          allyName: t('columns.ally'),
          regionName: t('columns.region'),
          zoneName: t('columns.zone'),
          type: t('columns.type'),
          seller: t('columns.seller'),
          supervisor: t('columns.supervisor'),
          created: t('columns.created'),
          status: t('columns.status'),
          active: t('columns.active'),
        },
        values: {
          ...Object.fromEntries(allyStatuses.map((status) => [`status:${status}`, t(`status.${status}`)])),
          'active:true': t('active.yes'),
          'active:false': t('active.no'),
        },
      },
      'aliados.csv',
      format,
    )

  const columns: DataTableColumn<AllyListItem>[] = [
    {
      id: 'ally',
      header: t('columns.ally'),
      sortKey: 'product',
      render: (ally) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <AllyAvatar name={ally.allyName} image={ally.image} />
          <Box sx={{ minWidth: 140, maxWidth: 220 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {ally.allyName}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {ally.regionName}
            </Typography>
          </Box>
        </Stack>
      ),
    },
    { id: 'zone', header: t('columns.zone'), sortKey: 'zoneName', render: (ally) => ally.zoneName },
    {
      id: 'type',
      header: t('columns.type'),
      sortKey: 'type',
      render: (ally) => <Box sx={{ whiteSpace: 'nowrap' }}>{ally.type}</Box>,
    },
    {
      id: 'seller',
      header: t('columns.sellerSupervisor'),
      sortKey: 'seller',
      render: (ally) => (
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" noWrap title={ally.seller}>
            {ally.seller}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap title={ally.supervisor} component="div">
            {ally.supervisor}
          </Typography>
        </Box>
      ),
    },
    {
      id: 'created',
      header: t('columns.created'),
      sortKey: 'created',
      render: (ally) => <Box sx={{ whiteSpace: 'nowrap' }}>{ally.created}</Box>,
    },
    {
      id: 'status',
      header: t('columns.status'),
      sortKey: 'status',
      render: (ally) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <AllyStatusChip status={ally.status} />
          <AllyActiveChip active={ally.active} />
        </Stack>
      ),
    },
    {
      id: 'actions',
      header: t('list.actions', { ns: 'translation' }),
      align: 'center',
      render: (ally) => (
        <Stack direction="row" sx={{ justifyContent: 'center' }}>
          <Tooltip title={t('actions.edit', { name: ally.allyName })}>
            <IconButton
              size="small"
              component={RouterLink}
              to={`/apps/aliados/edit/${ally.id}`}
              onClick={() => select(ally)}
              aria-label={t('actions.edit', { name: ally.allyName })}
            >
              <EditOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          {ability.can('delete', 'Aliados') && (
            <Tooltip title={t('actions.delete', { name: ally.allyName })}>
              <IconButton
                size="small"
                onClick={() => deletion.ask(ally)}
                aria-label={t('actions.delete', { name: ally.allyName })}
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
      ),
    },
  ]

  return (
    <ListScreen
      title={t('list.title')}
      notice={notice}
      filtersTitle={t('filters.title')}
      filters={
        <AllyFilters
          filters={params.filters}
          zones={catalogs.data?.zones ?? []}
          onChange={(filters) => update({ filters })}
        />
      }
      list={{ params, update }}
      searchLabel={t('list.search')}
      exportCsv={{ run: exportCsv }}
      errorText={callText}
      actions={
        ability.can('create', 'Aliados') && (
          <Button
            variant="contained"
            startIcon={<Add />}
            component={RouterLink}
            to="/apps/aliados/add"
            onClick={() => select(null)}
          >
            {t('list.add')}
          </Button>
        )
      }
      query={allies}
      table={{
        label: t('list.title'),
        columns,
        rows: allies.data?.products,
        rowKey: (ally) => ally.id,
        total: allies.data?.total ?? 0,
        emptyText: t('list.empty'),
      }}
      deletion={deletion.dialog}
      undoToast={undoToast.toast}
      {...(bulk && { bulk })}
    />
  )
}
