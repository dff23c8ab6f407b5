import Add from '@mui/icons-material/Add'
import DeleteOutline from '@mui/icons-material/DeleteOutline'
import Edit from '@mui/icons-material/Edit'
import type { NamedPermission } from '@mesa/contracts'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DataTableColumn } from '../../../components/data-table'
import { ListScreen, useListNotice, useRowDelete } from '../../../components/list-screen'
import { ability } from '../../../lib/ability'
import { formatDateTime } from '../../../lib/format'
import { usePermissionWords } from '../../../lib/permission-words'
import { useListParams } from '../../../lib/use-list-params'
import { useDeletePermission } from '../api/delete-permission'
import { usePermissions } from '../api/get-permissions'
import { PermissionDialog } from '../components/permission-dialog'
import { useErrorText } from '../../../lib/error-text'

/** /apps/permissions (read Roles): named permissions with the roles they are assigned to. */
export function Component() {
  const { t, i18n } = useTranslation('roles')
  const words = usePermissionWords()
  const { params, update, query } = useListParams()
  const permissions = usePermissions(query)
  const remove = useDeletePermission()
  const { callText } = useErrorText('roles')
  const canEdit = ability.can('update', 'Roles')
  const [editing, setEditing] = useState<{ permission: NamedPermission | null } | null>(null)
  const notice = useListNotice()
  const deletion = useRowDelete<NamedPermission>({
    remove: (permission) => remove.mutateAsync(permission.id),
    busy: remove.isPending,
    title: t('delete.permissionTitle'),
    text: (permission) => t('delete.permissionText', { name: permission.name }),
    confirmLabel: t('list.delete', { ns: 'translation' }),
    done: (permission) => t('delete.done', { name: permission.name }),
    errorText: callText,
    notify: notice.show,
  })

  const columns: DataTableColumn<NamedPermission>[] = [
    { id: 'name', header: t('permissions.name'), sortKey: 'name', render: (p) => p.name },
    {
      id: 'assignedTo',
      header: t('permissions.assignedTo'),
      render: (p) => (
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {p.assignedTo.map((role) => (
            <Chip
              key={role}
              size="small"
              label={t(`roles.${role}`, { ns: 'translation', defaultValue: role })}
            />
          ))}
        </Stack>
      ),
    },
    {
      id: 'rules',
      header: t('permissions.rules'),
      render: (p) => (
        <Stack>
          {p.rules.map((rule) => (
            <Typography key={`${rule.action}:${rule.subject}`} variant="body2">
              {words.rule(rule)}
            </Typography>
          ))}
        </Stack>
      ),
    },
    {
      id: 'createdDate',
      header: t('permissions.createdDate'),
      render: (p) => formatDateTime(p.createdAt, i18n.language),
    },
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
              <IconButton aria-label={t('card.delete', { name: p.name })} onClick={() => deletion.ask(p)}>
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        ),
    },
  ]

  return (
    <ListScreen
      title={t('permissions.title')}
      subtitle={t('permissions.intro')}
      notice={notice}
      list={{ params, update }}
      searchLabel={t('list.search', { ns: 'translation' })}
      errorText={callText}
      actions={
        canEdit && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ permission: null })}>
            {t('permissions.add')}
          </Button>
        )
      }
      query={permissions}
      table={{
        label: t('permissions.title'),
        columns,
        rows: permissions.data?.permissions,
        rowKey: (p) => p.id,
        total: permissions.data?.totalPermissions ?? 0,
        emptyText: t('permissions.empty'),
      }}
      deletion={deletion.dialog}
    >
      <PermissionDialog
        open={Boolean(editing)}
        permission={editing?.permission ?? null}
        version={permissions.data?.permissions.find((p) => p.id === editing?.permission?.id)?.version}
        onClose={() => setEditing(null)}
        onSaved={() => {
          notice.show(t('permissions.saved'))
          setEditing(null)
        }}
      />
    </ListScreen>
  )
}
