import Add from '@mui/icons-material/Add'
import type { Role } from '@mesa/contracts'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ability } from '../../../lib/ability'
import { useDeleteRole } from '../api/delete-role'
import { useRoles } from '../api/get-roles'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { NoticeAlert, ScreenHeader, useListNotice, useRowDelete } from '../../../components/list-screen'
import { RoleCard } from '../components/role-card'
import { RoleDialog } from '../components/role-dialog'
import { useErrorText } from '../../../lib/error-text'

/** /apps/roles (read Roles): role cards; add, edit and delete roles. */
export function Component() {
  const { t } = useTranslation('roles')
  const roles = useRoles()
  const remove = useDeleteRole()
  const { callText } = useErrorText('roles')
  const canEdit = ability.can('update', 'Roles')
  const [editing, setEditing] = useState<{ role: Role | null } | null>(null)
  const notice = useListNotice()
  const deletion = useRowDelete<Role>({
    remove: (role) => remove.mutateAsync(role.id),
    busy: remove.isPending,
    title: t('delete.roleTitle'),
    text: (role) => t('delete.roleText', { name: role.name }),
    confirmLabel: t('list.delete', { ns: 'translation' }),
    done: (role) => t('delete.done', { name: role.name }),
    errorText: callText,
    notify: notice.show,
  })

  return (
    <>
      <ScreenHeader title={t('roles.title')} subtitle={t('roles.intro')} />
      <NoticeAlert notice={notice} />
      {roles.isPending && <LinearProgress aria-label={t('roles.loading')} />}
      {roles.error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void roles.refetch()}>
              {t('list.retry', { ns: 'translation' })}
            </Button>
          }
        >
          {t('errors.generic')}
        </Alert>
      )}
      <Grid container spacing={3}>
        {roles.data?.map((role) => (
          <Grid key={role.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <RoleCard
              role={role}
              canEdit={canEdit}
              onEdit={() => setEditing({ role })}
              onDelete={() => deletion.ask(role)}
            />
          </Grid>
        ))}
        {canEdit && roles.data && (
          <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card sx={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
              <CardContent sx={{ textAlign: 'center' }}>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                  {t('roles.addHint')}
                </Typography>
                <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ role: null })}>
                  {t('roles.add')}
                </Button>
              </CardContent>
            </Card>
          </Grid>
        )}
      </Grid>
      <RoleDialog
        open={Boolean(editing)}
        role={editing?.role ?? null}
        version={roles.data?.find((role) => role.id === editing?.role?.id)?.version}
        onClose={() => setEditing(null)}
        onSaved={() => {
          notice.show(t('roles.saved'))
          setEditing(null)
        }}
      />
      <ConfirmDialog {...deletion.dialog} />
    </>
  )
}
