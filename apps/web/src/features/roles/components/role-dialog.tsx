import { roleRequestSchema, roleScopes, type Role } from '@mesa/contracts'
import Typography from '@mui/material/Typography'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FieldGrid, useContractForm } from '../../../components/form'
import { useAllPermissions } from '../api/get-permissions'
import { useSaveRole } from '../api/save-role'
import { NamedChoiceField, RulesDialog, shownFieldOf, useRulesDialogForm } from './rules-dialog'
import { RulesMatrix } from './rules-matrix'

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
  const form = useContractForm(roleRequestSchema, {
    namespace: 'roles',
    serverFieldOf: shownFieldOf(fields),
    defaultValues: { name: '', description: '', rules: [], permissionIds: [], scope: 'all' as const },
  })
  const { formError, onSubmit } = useRulesDialogForm({
    form,
    open: props.open,
    record: props.role,
    toValues: (role) => ({
      name: role?.name ?? '',
      description: role?.description ?? '',
      rules: role?.rules ?? [],
      permissionIds: role?.permissionIds ?? [],
      scope: role?.scope ?? 'all',
    }),
    save: (values) =>
      save.mutateAsync({ ...values, id: props.role?.id, version: props.version ?? props.role?.version }),
    onSaved: props.onSaved,
  })

  const systemRole = Boolean(props.role?.key)
  return (
    <RulesDialog
      open={props.open}
      id="role-dialog"
      title={props.role ? t('dialog.editTitle') : t('dialog.addTitle')}
      formError={formError}
      submitting={form.formState.isSubmitting}
      onSubmit={(event) => void onSubmit(event)}
      onClose={props.onClose}
    >
      <FieldGrid
        control={form.control}
        namespace="roles"
        idPrefix="role"
        fields={[
          // A system role keeps its name in the UI (the API finds it by key either way).
          {
            name: 'name',
            labelKey: 'fields.name',
            disabled: systemRole,
            helperKey: systemRole ? 'card.systemHelp' : undefined,
          },
          { name: 'description', labelKey: 'fields.description', multiline: true },
          {
            name: 'scope',
            labelKey: 'fields.scope',
            helperKey: 'scope.help',
            options: roleScopes,
            optionKey: 'scope',
          },
        ]}
      />
      <Typography variant="subtitle1" component="h3">
        {t('dialog.rules')}
      </Typography>
      <Controller
        control={form.control}
        name="rules"
        render={({ field }) => <RulesMatrix value={field.value} onChange={field.onChange} />}
      />
      <NamedChoiceField
        control={form.control}
        name="permissionIds"
        id="role-permissions"
        label={t('fields.permissions')}
        helperText={t('dialog.permissionsHelp')}
        options={permissions.data ?? []}
      />
    </RulesDialog>
  )
}
