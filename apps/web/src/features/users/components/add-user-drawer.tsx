import { billingMethods, createUserRequestSchema, userPlans } from '@mesa/contracts'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Drawer from '@mui/material/Drawer'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useCreateUser } from '../api/create-user'
import { useRoleOptions } from '../../../lib/option-reads'
import { FieldGrid, type FieldOption, type GridFieldSpec, useContractForm } from '../../../components/form'

const emptyUser = {
  fullName: '',
  username: '',
  email: '',
  roleId: 0,
  company: '',
  country: 'México',
  contact: '',
  currentPlan: 'basic' as const,
  billing: 'Manual-Cash' as const,
  taxId: '',
  language: 'es',
}

const userFields = (roles: FieldOption[]): GridFieldSpec<typeof emptyUser>[] => [
  { name: 'fullName', labelKey: 'fields.fullName' },
  { name: 'username', labelKey: 'fields.username' },
  { name: 'email', labelKey: 'fields.email', type: 'email' },
  { name: 'roleId', labelKey: 'fields.role', numeric: true, options: roles },
  { name: 'company', labelKey: 'fields.company' },
  { name: 'country', labelKey: 'fields.country' },
  { name: 'contact', labelKey: 'fields.contact' },
  { name: 'taxId', labelKey: 'fields.taxId' },
  { name: 'currentPlan', labelKey: 'fields.plan', options: userPlans, optionKey: 'plans' },
  { name: 'billing', labelKey: 'fields.billing', options: billingMethods },
  {
    name: 'language',
    labelKey: 'fields.language',
    options: ['es', 'en', 'fr', 'ar'],
    optionKey: 'languages',
  },
]

/** Add a staff account: it gets a role and an e-mailed invitation to choose its password. */
export function AddUserDrawer(props: { open: boolean; onClose: () => void; onCreated: () => void }) {
  const { t } = useTranslation('users')
  const roles = useRoleOptions()
  const create = useCreateUser()
  const form = useContractForm(createUserRequestSchema, { namespace: 'users', defaultValues: emptyUser })

  const close = () => {
    form.reset(emptyUser)
    form.clearServerError()
    props.onClose()
  }

  const onSubmit = form.handleSubmit(async (values) => {
    form.clearServerError()
    try {
      await create.mutateAsync(values)
      form.reset(emptyUser)
      props.onCreated()
    } catch (error) {
      form.failWith(error)
    }
  })

  return (
    <Drawer anchor="right" open={props.open} onClose={close}>
      <Stack
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="add-user-title"
        spacing={2}
        sx={{ p: 3, width: { xs: '100vw', sm: 400 } }}
      >
        <Typography id="add-user-title" variant="h5" component="h2">
          {t('add.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('add.intro')}
        </Typography>
        {form.serverError && <Alert severity="error">{form.serverError}</Alert>}
        <FieldGrid
          control={form.control}
          namespace="users"
          idPrefix="user"
          fields={userFields((roles.data ?? []).map((role) => ({ value: role.id, label: role.name })))}
        />
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {t('add.submit')}
          </Button>
          <Button variant="outlined" color="secondary" onClick={close}>
            {t('list.cancel', { ns: 'translation' })}
          </Button>
        </Stack>
      </Stack>
    </Drawer>
  )
}
