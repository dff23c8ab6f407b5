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
import { RoleCard } from '../components/role-card'
import { RoleDialog } from '../components/role-dialog'
import { useErrorText } from '../components/use-error-text'

/** /apps/roles (read Roles): role cards; add, edit and delete roles. */
export function Component() {
  const { t } = useTranslation('roles')
  const roles = useRoles()
  const remove = useDeleteRole()
  const { callText } = useErrorText()
  const canEdit = ability.can('update', 'Roles')
  const [editing, setEditing] = useState<{ role: Role | null } | null>(null)
  const [toDelete, setToDelete] = useState<Role | null>(null)
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

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('roles.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('roles.intro')}
      </Typography>
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
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
              onDelete={() => {
                setDeleteError(null)
                setToDelete(role)
              }}
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
          setNotice(t('roles.saved'))
          setEditing(null)
        }}
      />
      <ConfirmDialog
        open={Boolean(toDelete)}
        title={t('delete.roleTitle')}
        text={t('delete.roleText', { name: toDelete?.name ?? '' })}
        confirmLabel={t('list.delete', { ns: 'translation' })}
        busy={remove.isPending}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(null)}
      />
    </>
  )
}
