import Add from '@mui/icons-material/Add'
import DeleteOutline from '@mui/icons-material/DeleteOutline'
import EditOutlined from '@mui/icons-material/EditOutlined'
import FileDownload from '@mui/icons-material/FileDownload'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import Snackbar from '@mui/material/Snackbar'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { allyStatuses, exportPaths, type AllyListItem } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { DataTable, type DataTableColumn } from '../../../components/data-table'
import { SearchField } from '../../../components/search-field'
import { ability } from '../../../lib/ability'
import { downloadCsvExport } from '../../../lib/csv-export'
import { HttpError } from '../../../lib/http'
import { useListParams } from '../../../lib/use-list-params'
import { useDeleteAlly } from '../api/delete-ally'
import { useAllies } from '../api/get-allies'
import { useAllyCatalogs } from '../api/get-catalogs'
import { AllyAvatar } from '../components/ally-avatar'
import { AllyActiveChip, AllyStatusChip } from '../components/ally-chips'
import { AllyFilters } from '../components/ally-filters'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { useSetSelectedAlly } from '../components/selected-ally'
import { useErrorText } from '../components/use-error-text'

const filterNames = ['active', 'zoneName', 'status'] as const

/** /apps/aliados/list (read Aliados): search, filters, server-side sort and paging, delete, CSV export. */
export function Component() {
  const { t } = useTranslation('allies')
  const { params, update, query } = useListParams(filterNames)
  const allies = useAllies(query)
  const catalogs = useAllyCatalogs()
  const remove = useDeleteAlly()
  const select = useSetSelectedAlly()
  const { callText } = useErrorText()
  const [notice, setNotice] = useState<string | null>(null)
  const [toDelete, setToDelete] = useState<AllyListItem | null>(null)
  const [deleteError, setDeleteError] = useState<string | null>(null)
  const [exporting, setExporting] = useState(false)

  const exportCsv = async () => {
    setExporting(true)
    try {
      await downloadCsvExport(
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
      )
    } catch (error) {
      setNotice(callText(error))
    } finally {
      setExporting(false)
    }
  }

  const confirmDelete = async () => {
    if (!toDelete) return
    setDeleteError(null)
    try {
      await remove.mutateAsync(toDelete.id)
      setNotice(t('delete.done', { name: toDelete.allyName }))
      setToDelete(null)
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) {
        setNotice(t('delete.gone', { name: toDelete.allyName }))
        setToDelete(null)
        return
      }
      setDeleteError(callText(error))
    }
  }

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
                onClick={() => {
                  setDeleteError(null)
                  setToDelete(ally)
                }}
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
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {t('list.title')}
      </Typography>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('filters.title')}
          </Typography>
          <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
            <AllyFilters
              values={params.filters}
              zones={catalogs.data?.zones ?? []}
              onChange={(name, value) => update({ filters: { [name]: value } })}
            />
          </Stack>
        </CardContent>
        <Divider />
        <CardContent>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <SearchField value={params.q} onChange={(q) => update({ q })} label={t('list.search')} />
            <Stack direction="row" spacing={2}>
              <Button
                variant="outlined"
                color="secondary"
                startIcon={<FileDownload />}
                onClick={() => void exportCsv()}
                disabled={exporting}
              >
                {t('list.exportCsv', { ns: 'translation' })}
              </Button>
              {ability.can('create', 'Aliados') && (
                <Button
                  variant="contained"
                  startIcon={<Add />}
                  component={RouterLink}
                  to="/apps/aliados/add"
                  onClick={() => select(null)}
                >
                  {t('list.add')}
                </Button>
              )}
            </Stack>
          </Stack>
        </CardContent>
        <DataTable
          label={t('list.title')}
          columns={columns}
          rows={allies.data?.products}
          rowKey={(ally) => ally.id}
          total={allies.data?.total ?? 0}
          page={params.page}
          itemsPerPage={params.itemsPerPage}
          sortBy={params.sortBy}
          orderBy={params.orderBy}
          loading={allies.isFetching}
          error={allies.error}
          emptyText={t('list.empty')}
          onRetry={() => void allies.refetch()}
          onSort={(sortBy, orderBy) => update({ sortBy, orderBy })}
          onPage={(page) => update({ page })}
          onItemsPerPage={(itemsPerPage) => update({ itemsPerPage })}
        />
      </Card>
      <ConfirmDialog
        open={toDelete !== null}
        title={t('delete.title')}
        text={t('delete.text', { name: toDelete?.allyName ?? '' })}
        confirmLabel={t('list.delete', { ns: 'translation' })}
        busy={remove.isPending}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(null)}
      />
      <Snackbar
        open={notice !== null}
        autoHideDuration={5000}
        onClose={() => setNotice(null)}
        message={notice}
      />
    </>
  )
}
