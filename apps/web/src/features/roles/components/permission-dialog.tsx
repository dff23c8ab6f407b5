import { permissionRequestSchema, type NamedPermission } from '@mesa/contracts'
import FormHelperText from '@mui/material/FormHelperText'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField, useContractForm } from '../../../components/form'
import { useErrorText } from '../../../lib/error-text'
import { useRoles } from '../api/get-roles'
import { useSavePermission } from '../api/save-permission'
import { NamedChoiceField, RulesDialog, shownFieldOf, useRulesDialogForm } from './rules-dialog'
import { RulesMatrix } from './rules-matrix'

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
  const { fieldText } = useErrorText('roles')
  const form = useContractForm(permissionRequestSchema, {
    namespace: 'roles',
    serverFieldOf: shownFieldOf(fields),
    defaultValues: { name: '', rules: [], roleIds: [] },
  })
  const { formError, onSubmit } = useRulesDialogForm({
    form,
    open: props.open,
    record: props.permission,
    toValues: (permission) => ({
      name: permission?.name ?? '',
      rules: permission?.rules ?? [],
      roleIds: permission?.roleIds ?? [],
    }),
    save: (values) =>
      save.mutateAsync({
        ...values,
        id: props.permission?.id,
        version: props.version ?? props.permission?.version,
      }),
    onSaved: props.onSaved,
  })

  return (
    <RulesDialog
      open={props.open}
      id="permission-dialog"
      title={props.permission ? t('permissions.editTitle') : t('permissions.addTitle')}
      formError={formError}
      submitting={form.formState.isSubmitting}
      onSubmit={(event) => void onSubmit(event)}
      onClose={props.onClose}
    >
      <FormField
        control={form.control}
        name="name"
        label={t('fields.permissionName')}
        namespace="roles"
        idPrefix="permission"
        errorField="permission.name"
      />
      <Controller
        control={form.control}
        name="rules"
        render={({ field, fieldState }) => (
          <>
            <RulesMatrix value={field.value} onChange={field.onChange} />
            {fieldState.error && (
              <FormHelperText error>{fieldText(fieldState.error.message, 'rules')}</FormHelperText>
            )}
          </>
        )}
      />
      <NamedChoiceField
        control={form.control}
        name="roleIds"
        id="permission-roles"
        label={t('fields.roles')}
        options={roles.data ?? []}
      />
    </RulesDialog>
  )
}
