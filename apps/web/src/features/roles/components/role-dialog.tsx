import { zodResolver } from '@hookform/resolvers/zod'
import { roleRequestSchema, roleScopes, type Role } from '@mesa/contracts'
import Alert from '@mui/material/Alert'
import Autocomplete from '@mui/material/Autocomplete'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { HttpError } from '../../../lib/http'
import { useAllPermissions } from '../api/get-permissions'
import { useSaveRole } from '../api/save-role'
import { RulesMatrix } from './rules-matrix'
import { useErrorText } from './use-error-text'

const fields = ['name', 'description', 'rules', 'permissionIds', 'scope'] as const

/** Add or edit a role: name, description, the rules matrix and named permissions. */
export function RoleDialog(props: {
  open: boolean
  role: Role | null
  /** The role's version as last read (newer than `role`'s after a conflict). */
  version?: number
  onClose: () => void
  onSaved: () => void
}) {
  const { t } = useTranslation('roles')
  const permissions = useAllPermissions()
  const save = useSaveRole()
  const { fieldText, callText } = useErrorText()
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm({
    resolver: zodResolver(roleRequestSchema),
    defaultValues: { name: '', description: '', rules: [], permissionIds: [], scope: 'all' as const },
  })
  const { reset } = form

  useEffect(() => {
    if (!props.open) return
    setFormError(null)
    reset({
      name: props.role?.name ?? '',
      description: props.role?.description ?? '',
      rules: props.role?.rules ?? [],
      permissionIds: props.role?.permissionIds ?? [],
      scope: props.role?.scope ?? 'all',
    })
  }, [props.open, props.role, reset])

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      await save.mutateAsync({ ...values, id: props.role?.id, version: props.version ?? props.role?.version })
      props.onSaved()
    } catch (error) {
      const fieldErrors = error instanceof HttpError ? Object.entries(error.body?.errors ?? {}) : []
      const placed = fieldErrors.filter(([field]) => (fields as readonly string[]).includes(field))
      for (const [field, messages] of placed) {
        form.setError(field as (typeof fields)[number], { message: messages[0] })
      }
      if (placed.length === 0) setFormError(callText(error))
    }
  })

  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="role-dialog-title"
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="role-dialog-title">
          {props.role ? t('dialog.editTitle') : t('dialog.addTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formError && <Alert severity="error">{formError}</Alert>}
            <Controller
              control={form.control}
              name="name"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  id="role-name"
                  label={t('fields.name')}
                  size="small"
                  // A system role keeps its name in the UI (the API finds it by key either way).
                  disabled={Boolean(props.role?.key)}
                  error={Boolean(fieldState.error)}
                  helperText={
                    fieldState.error
                      ? fieldText(fieldState.error.message)
                      : props.role?.key
                        ? t('card.systemHelp')
                        : undefined
                  }
                />
              )}
            />
            <Controller
              control={form.control}
              name="description"
              render={({ field }) => (
                <TextField
                  {...field}
                  id="role-description"
                  label={t('fields.description')}
                  size="small"
                  multiline
                />
              )}
            />
            <Controller
              control={form.control}
              name="scope"
              render={({ field }) => (
                <TextField
                  {...field}
                  select
                  id="role-scope"
                  label={t('fields.scope')}
                  size="small"
                  helperText={t('scope.help')}
                >
                  {roleScopes.map((scope) => (
                    <MenuItem key={scope} value={scope}>
                      {t(`scope.${scope}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Typography variant="subtitle1" component="h3">
              {t('dialog.rules')}
            </Typography>
            <Controller
              control={form.control}
              name="rules"
              render={({ field }) => <RulesMatrix value={field.value} onChange={field.onChange} />}
            />
            <Controller
              control={form.control}
              name="permissionIds"
              render={({ field, fieldState }) => (
                <Autocomplete
                  multiple
                  id="role-permissions"
                  options={permissions.data ?? []}
                  getOptionLabel={(option) => option.name}
                  value={(permissions.data ?? []).filter((p) => field.value?.includes(p.id))}
                  onChange={(_event, chosen) => field.onChange(chosen.map((p) => p.id))}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label={t('fields.permissions')}
                      size="small"
                      error={Boolean(fieldState.error)}
                      helperText={
                        fieldState.error ? fieldText(fieldState.error.message) : t('dialog.permissionsHelp')
                      }
                    />
                  )}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('list.cancel', { ns: 'translation' })}</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {t('list.save', { ns: 'translation' })}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
