import { useQueryClient } from '@tanstack/react-query'
import Add from '@mui/icons-material/Add'
import DeleteOutline from '@mui/icons-material/DeleteOutline'
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined'
import { exportPaths, userStatuses, type UserListItem } from '@mesa/contracts'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { DataTableColumn } from '../../../components/data-table'
import { ListScreen, useListNotice, useRowDelete } from '../../../components/list-screen'
import { useUndoToast } from '../../../components/undo-toast'
import { ability } from '../../../lib/ability'
import type { ExportFormat } from '@mesa/contracts'
import { downloadCsvExport } from '../../../lib/csv-export'
import { useListParams } from '../../../lib/use-list-params'
import { useDeleteUser } from '../api/delete-user'
import { useUsers, userListFilters } from '../api/list-users'
import { AddUserDrawer } from '../components/add-user-drawer'
import { useUserBulk } from '../components/user-bulk'
import { useErrorText } from '../../../lib/error-text'
import { UserAvatar } from '../components/user-avatar'
import { UserFilters } from '../components/user-filters'
import { UserStatusChip } from '../components/user-status-chip'
import { userKeys } from '../api/keys'

/**
 * /apps/user/list (read Users): staff accounts with filters, search, sort, paging and CSV export; delete (one or
 * the selected rows) and activate/deactivate the selected rows, undoable (the lists kit).
 */
export function Component() {
  const { t } = useTranslation('users')
  const { params, update, query } = useListParams(userListFilters)
  const users = useUsers(query)
  const remove = useDeleteUser()
  const { callText } = useErrorText('users')
  const [adding, setAdding] = useState(false)
  const notice = useListNotice()
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: userKeys.all })
  // One toast for row deletes and bulk actions: only the latest action is undoable.
  const undoToast = useUndoToast()
  const deletion = useRowDelete<UserListItem>({
    undoToast,
    remove: (user) => remove.mutateAsync(user.id),
    busy: remove.isPending,
    title: t('delete.title'),
    text: (user) => t('delete.text', { name: user.fullName }),
    confirmLabel: t('list.delete', { ns: 'translation' }),
    done: (user) => t('delete.done', { name: user.fullName }),
    errorText: callText,
    notify: notice.show,
    undo: {
      type: 'user',
      recordId: (user) => user.id,
      undone: (user) => t('undo.done', { ns: 'translation', name: user.fullName }),
      onUndone: refresh,
    },
  })
  const bulk = useUserBulk({
    rows: users.data?.users,
    listKey: JSON.stringify(query),
    undoToast,
    errorText: callText,
    notify: notice.show,
    refresh,
  })

  const exportCsv = (format: ExportFormat) =>
    downloadCsvExport(
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
      format,
    )

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
                onClick={() => deletion.ask(user)}
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
      filters={<UserFilters filters={params.filters} onChange={(filters) => update({ filters })} />}
      list={{ params, update }}
      searchLabel={t('list.search', { ns: 'translation' })}
      exportCsv={{ run: exportCsv }}
      errorText={callText}
      actions={
        ability.can('create', 'Users') && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
            {t('add.open')}
          </Button>
        )
      }
      query={users}
      table={{
        label: t('list.title'),
        columns,
        rows: users.data?.users,
        rowKey: (user) => user.id,
        total: users.data?.totalUsers ?? 0,
        emptyText: t('list.empty'),
      }}
      deletion={deletion.dialog}
      undoToast={undoToast.toast}
      {...(bulk && { bulk })}
    >
      <AddUserDrawer
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={() => {
          setAdding(false)
          notice.show(t('add.done'))
        }}
      />
    </ListScreen>
  )
}
