import Add from '@mui/icons-material/Add'
import DeleteOutline from '@mui/icons-material/DeleteOutline'
import FileDownload from '@mui/icons-material/FileDownload'
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined'
import { exportPaths, userStatuses, type UserListItem } from '@mesa/contracts'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { DataTable, type DataTableColumn } from '../../../components/data-table'
import { SearchField } from '../../../components/search-field'
import { ability } from '../../../lib/ability'
import { downloadCsvExport } from '../../../lib/csv-export'
import { useListParams } from '../../../lib/use-list-params'
import { useDeleteUser } from '../api/delete-user'
import { useUsers } from '../api/get-users'
import { AddUserDrawer } from '../components/add-user-drawer'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { useErrorText } from '../components/use-error-text'
import { UserAvatar } from '../components/user-avatar'
import { UserFilters } from '../components/user-filters'
import { UserStatusChip } from '../components/user-status-chip'

const filterNames = ['role', 'plan', 'status'] as const

/** /apps/user/list (read Users): staff accounts with filters, search, sort, paging and CSV export. */
export function Component() {
  const { t } = useTranslation('users')
  const { params, update, query } = useListParams(filterNames)
  const users = useUsers(query)
  const remove = useDeleteUser()
  const { callText } = useErrorText()
  const [adding, setAdding] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const [toDelete, setToDelete] = useState<UserListItem | null>(null)
  const [deleteError, setDeleteError] = useState<string | null>(null)

  const exportCsv = async () => {
    await downloadCsvExport(
      exportPaths.users,
      query,
      {
        headers: {
          fullName: t('columns.user'),
          username: t('fields.username'),
          email: t('columns.email'),
          role: t('columns.role'),
          currentPlan: t('columns.plan'),
          billing: t('columns.billing'),
          status: t('columns.status'),
        },
        values: Object.fromEntries(userStatuses.map((status) => [`status:${status}`, t(`status.${status}`)])),
      },
      'usuarios.csv',
    )
  }

  const confirmDelete = async () => {
    if (!toDelete) return
    setDeleteError(null)
    try {
      await remove.mutateAsync(toDelete.id)
      setNotice(t('delete.done', { name: toDelete.fullName }))
      setToDelete(null)
    } catch (error) {
      setDeleteError(callText(error))
    }
  }

  const columns: DataTableColumn<UserListItem>[] = [
    {
      id: 'user',
      header: t('columns.user'),
      sortKey: 'user',
      render: (user) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <UserAvatar name={user.fullName} src={user.avatar} />
          <Box sx={{ minWidth: 0 }}>
            <Typography
              component={RouterLink}
              to={`/apps/user/view/${user.id}`}
              variant="body2"
              sx={{
                display: 'block',
                color: 'text.primary',
                fontWeight: 500,
                textDecoration: 'none',
                '&:hover': { textDecoration: 'underline' },
              }}
            >
              {user.fullName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              @{user.username}
            </Typography>
          </Box>
        </Stack>
      ),
    },
    { id: 'email', header: t('columns.email'), sortKey: 'email', render: (user) => user.email },
    { id: 'role', header: t('columns.role'), sortKey: 'role', render: (user) => user.role },
    {
      id: 'plan',
      header: t('columns.plan'),
      sortKey: 'plan',
      render: (user) => t(`plans.${user.currentPlan}`, user.currentPlan),
    },
    { id: 'billing', header: t('columns.billing'), sortKey: 'billing', render: (user) => user.billing },
    {
      id: 'status',
      header: t('columns.status'),
      sortKey: 'status',
      render: (user) => <UserStatusChip status={user.status} />,
    },
    {
      id: 'actions',
      header: t('list.actions', { ns: 'translation' }),
      render: (user) => (
        <Stack direction="row">
          <Tooltip title={t('actions.view')}>
            <IconButton
              component={RouterLink}
              to={`/apps/user/view/${user.id}`}
              aria-label={t('actions.viewUser', { name: user.fullName })}
            >
              <VisibilityOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          {ability.can('delete', 'Users') && (
            <Tooltip title={t('list.delete', { ns: 'translation' })}>
              <IconButton
                aria-label={t('actions.deleteUser', { name: user.fullName })}
                onClick={() => {
                  setDeleteError(null)
                  setToDelete(user)
                }}
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
      <Typography variant="h4" component="h1" gutterBottom>
        {t('list.title')}
      </Typography>
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('filters.title')}
          </Typography>
          <UserFilters filters={params.filters} onChange={(filters) => update({ filters })} />
        </CardContent>
        <Divider />
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
          <Stack direction="row" spacing={2}>
            <Button variant="outlined" color="secondary" startIcon={<FileDownload />} onClick={exportCsv}>
              {t('list.exportCsv', { ns: 'translation' })}
            </Button>
            {ability.can('create', 'Users') && (
              <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
                {t('add.open')}
              </Button>
            )}
          </Stack>
        </Stack>
        <DataTable
          label={t('list.title')}
          columns={columns}
          rows={users.data?.users}
          rowKey={(user) => user.id}
          total={users.data?.totalUsers ?? 0}
          page={params.page}
          itemsPerPage={params.itemsPerPage}
          sortBy={params.sortBy}
          orderBy={params.orderBy}
          loading={users.isFetching}
          error={users.error}
          emptyText={t('list.empty')}
          onRetry={() => void users.refetch()}
          onSort={(sortBy, orderBy) => update({ sortBy, orderBy })}
          onPage={(page) => update({ page })}
          onItemsPerPage={(itemsPerPage) => update({ itemsPerPage })}
        />
      </Card>
      <AddUserDrawer
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={() => {
          setAdding(false)
          setNotice(t('add.done'))
        }}
      />
      <ConfirmDialog
        open={Boolean(toDelete)}
        title={t('delete.title')}
        text={t('delete.text', { name: toDelete?.fullName ?? '' })}
        confirmLabel={t('list.delete', { ns: 'translation' })}
        busy={remove.isPending}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(null)}
      />
    </>
  )
}
