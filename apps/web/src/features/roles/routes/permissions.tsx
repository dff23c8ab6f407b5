import Add from '@mui/icons-material/Add'
import DeleteOutline from '@mui/icons-material/DeleteOutline'
import Edit from '@mui/icons-material/Edit'
import type { NamedPermission } from '@mesa/contracts'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable, type DataTableColumn } from '../../../components/data-table'
import { SearchField } from '../../../components/search-field'
import { ability } from '../../../lib/ability'
import { useListParams } from '../../../lib/use-list-params'
import { useDeletePermission } from '../api/delete-permission'
import { usePermissions } from '../api/get-permissions'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { PermissionDialog } from '../components/permission-dialog'
import { useErrorText } from '../components/use-error-text'

/** /apps/permissions (read Roles): named permissions with the roles they are assigned to. */
export function Component() {
  const { t } = useTranslation('roles')
  const { params, update, query } = useListParams()
  const permissions = usePermissions(query)
  const remove = useDeletePermission()
  const { callText } = useErrorText()
  const canEdit = ability.can('update', 'Roles')
  const [editing, setEditing] = useState<{ permission: NamedPermission | null } | null>(null)
  const [toDelete, setToDelete] = useState<NamedPermission | null>(null)
  const [deleteError, setDeleteError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)

  const confirmDelete = async () => {
    if (!toDelete) return
    setDeleteError(null)
    try {
      await remove.mutateAsync(toDelete.id)
      setNotice(t('delete.done', { name: toDelete.name }))
      setToDelete(null)
    } catch (error) {
      setDeleteError(callText(error))
    }
  }

  const columns: DataTableColumn<NamedPermission>[] = [
    { id: 'name', header: t('permissions.name'), sortKey: 'name', render: (p) => p.name },
    {
      id: 'assignedTo',
      header: t('permissions.assignedTo'),
      render: (p) => (
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {p.assignedTo.map((role) => (
            <Chip key={role} size="small" label={role} />
          ))}
        </Stack>
      ),
    },
    { id: 'createdDate', header: t('permissions.createdDate'), render: (p) => p.createdDate },
    {
      id: 'actions',
      header: t('list.actions', { ns: 'translation' }),
      render: (p) =>
        canEdit && (
          <Stack direction="row">
            <Tooltip title={t('list.edit', { ns: 'translation' })}>
              <IconButton
                aria-label={t('card.edit', { name: p.name })}
                onClick={() => setEditing({ permission: p })}
              >
                <Edit fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('list.delete', { ns: 'translation' })}>
              <IconButton
                aria-label={t('card.delete', { name: p.name })}
                onClick={() => {
                  setDeleteError(null)
                  setToDelete(p)
                }}
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        ),
    },
  ]

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('permissions.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('permissions.intro')}
      </Typography>
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      <Card>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ p: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <SearchField
            value={params.q}
            onChange={(q) => update({ q })}
            label={t('list.search', { ns: 'translation' })}
          />
          {canEdit && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ permission: null })}>
              {t('permissions.add')}
            </Button>
          )}
        </Stack>
        <DataTable
          label={t('permissions.title')}
          columns={columns}
          rows={permissions.data?.permissions}
          rowKey={(p) => p.id}
          total={permissions.data?.totalPermissions ?? 0}
          page={params.page}
          itemsPerPage={params.itemsPerPage}
          sortBy={params.sortBy}
          orderBy={params.orderBy}
          loading={permissions.isFetching}
          error={permissions.error}
          emptyText={t('permissions.empty')}
          onRetry={() => void permissions.refetch()}
          onSort={(sortBy, orderBy) => update({ sortBy, orderBy })}
          onPage={(page) => update({ page })}
          onItemsPerPage={(itemsPerPage) => update({ itemsPerPage })}
        />
      </Card>
      <PermissionDialog
        open={Boolean(editing)}
        permission={editing?.permission ?? null}
        version={permissions.data?.permissions.find((p) => p.id === editing?.permission?.id)?.version}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setNotice(t('permissions.saved'))
          setEditing(null)
        }}
      />
      <ConfirmDialog
        open={Boolean(toDelete)}
        title={t('delete.permissionTitle')}
        text={t('delete.permissionText', { name: toDelete?.name ?? '' })}
        confirmLabel={t('list.delete', { ns: 'translation' })}
        busy={remove.isPending}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(null)}
      />
    </>
  )
}
