import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { mexicanStates, type CustomerRecordDetail } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { FieldGrid, useContractForm, type GridFieldSpec } from '../../../components/form'
import { stateName } from '../../../lib/state-names'
import { useUpdateCustomer } from '../api/customers'
import {
  customerFieldOf,
  customerFormSchema,
  customerFormValues,
  type CustomerFormValues,
} from './customer-form-values'

const addressFields = [
  'street',
  'exteriorNumber',
  'interiorNumber',
  'neighborhood',
  'municipality',
  'postalCode',
] as const

const personFields: GridFieldSpec<CustomerFormValues>[] = [
  { name: 'firstNames', labelKey: 'customers.fields.firstNames', size: 'third' },
  { name: 'lastName1', labelKey: 'customers.fields.lastName1', size: 'third' },
  { name: 'lastName2', labelKey: 'customers.fields.lastName2', size: 'third' },
  {
    name: 'phones',
    labelKey: 'customers.fields.phones',
    multiline: true,
    size: 'half',
    helperKey: 'customers.onePerLine',
  },
  {
    name: 'emails',
    labelKey: 'customers.fields.emails',
    multiline: true,
    size: 'half',
    helperKey: 'customers.onePerLine',
  },
]

const stateOptions = mexicanStates.map((state) => ({ value: state, label: stateName(state) }))

/** The fields of the address at `index`, the state a select of the Mexican states. */
const addressSpecs = (index: number): GridFieldSpec<CustomerFormValues>[] => [
  ...addressFields.map((field): GridFieldSpec<CustomerFormValues> => ({
    name: `addresses.${index}.${field}`,
    labelKey: `customers.fields.${field}`,
    size: 'third',
  })),
  {
    name: `addresses.${index}.state`,
    labelKey: 'customers.fields.state',
    options: stateOptions,
    size: 'third',
  },
]

/** The desk's correction of a customer: names, phones and e-mails (one per line) and addresses. */
export function CustomerForm({ customer, onSaved }: { customer: CustomerRecordDetail; onSaved: () => void }) {
  const { t } = useTranslation('customers')
  const update = useUpdateCustomer(customer.id)
  const form = useContractForm(customerFormSchema(customer.version), {
    namespace: 'customers',
    defaultValues: customerFormValues(customer),
    checkFieldOf: customerFieldOf,
  })
  const submit = form.handleSubmit(async (body) => {
    form.clearServerError()
    try {
      await update.mutateAsync(body)
      onSaved()
    } catch (failure) {
      form.failWith(failure)
    }
  })

  return (
    <Card>
      <CardContent component="form" noValidate onSubmit={(event) => void submit(event)}>
        <FieldGrid control={form.control} namespace="customers" fields={personFields} breakpoint="md" />
        {customer.addresses.map((_address, index) => (
          <Stack key={index} spacing={1} sx={{ mt: 3 }}>
            <Typography variant="subtitle1" component="h3">
              {t('customers.address', { number: index + 1 })}
            </Typography>
            <FieldGrid
              control={form.control}
              namespace="customers"
              fields={addressSpecs(index)}
              breakpoint="md"
            />
          </Stack>
        ))}
        {form.serverError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {form.serverError}
          </Alert>
        )}
        {customer.mayEdit && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              {t('customers.save')}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  )
}
