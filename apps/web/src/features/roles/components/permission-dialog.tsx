import { zodResolver } from '@hookform/resolvers/zod'
import { permissionRequestSchema, type NamedPermission } from '@mesa/contracts'
import Alert from '@mui/material/Alert'
import Autocomplete from '@mui/material/Autocomplete'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormHelperText from '@mui/material/FormHelperText'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useEffect, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { HttpError } from '../../../lib/http'
import { useRoles } from '../api/get-roles'
import { useSavePermission } from '../api/save-permission'
import { RulesMatrix } from './rules-matrix'
import { useErrorText } from './use-error-text'

const fields = ['name', 'rules', 'roleIds'] as const

/** Add or edit a named permission: its name, its rules and the roles holding it. */
export function PermissionDialog(props: {
  open: boolean
  permission: NamedPermission | null
  /** The permission's version as last read (newer than `permission`'s after a conflict). */
  version?: number
  onClose: () => void
  onSaved: () => void
}) {
  const { t } = useTranslation('roles')
  const roles = useRoles()
  const save = useSavePermission()
  const { fieldText, callText } = useErrorText()
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm({
    resolver: zodResolver(permissionRequestSchema),
    defaultValues: { name: '', rules: [], roleIds: [] },
  })
  const { reset } = form

  useEffect(() => {
    if (!props.open) return
    setFormError(null)
    reset({
      name: props.permission?.name ?? '',
      rules: props.permission?.rules ?? [],
      roleIds: props.permission?.roleIds ?? [],
    })
  }, [props.open, props.permission, reset])

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      await save.mutateAsync({
        ...values,
        id: props.permission?.id,
        version: props.version ?? props.permission?.version,
      })
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
      aria-labelledby="permission-dialog-title"
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="permission-dialog-title">
          {props.permission ? t('permissions.editTitle') : t('permissions.addTitle')}
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
                  id="permission-name"
                  label={t('fields.permissionName')}
                  size="small"
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error ? fieldText(fieldState.error.message) : undefined}
                />
              )}
            />
            <Controller
              control={form.control}
              name="rules"
              render={({ field, fieldState }) => (
                <>
                  <RulesMatrix value={field.value} onChange={field.onChange} />
                  {fieldState.error && (
                    <FormHelperText error>{fieldText(fieldState.error.message)}</FormHelperText>
                  )}
                </>
              )}
            />
            <Controller
              control={form.control}
              name="roleIds"
              render={({ field }) => (
                <Autocomplete
                  multiple
                  id="permission-roles"
                  options={roles.data ?? []}
                  getOptionLabel={(option) => option.name}
                  value={(roles.data ?? []).filter((role) => field.value?.includes(role.id))}
                  onChange={(_event, chosen) => field.onChange(chosen.map((role) => role.id))}
                  renderInput={(params) => <TextField {...params} label={t('fields.roles')} size="small" />}
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
