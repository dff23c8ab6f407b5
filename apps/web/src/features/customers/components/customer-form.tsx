import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { mexicanStates, type CustomerRecordAddress, type CustomerRecordDetail } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { placeFieldErrors, useErrorText } from '../../../lib/error-text'
import { stateName } from '../../../lib/state-names'
import { useUpdateCustomer } from '../api/customers'

const addressFields = [
  'street',
  'exteriorNumber',
  'interiorNumber',
  'neighborhood',
  'municipality',
  'postalCode',
] as const
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

/** The desk's correction of a customer: names, phones and e-mails (one per line) and addresses. */
export function CustomerForm({ customer, onSaved }: { customer: CustomerRecordDetail; onSaved: () => void }) {
  const { t } = useTranslation('customers')
  const { callText, fieldText } = useErrorText('customers')
  const update = useUpdateCustomer(customer.id)
  const [names, setNames] = useState({
    firstNames: customer.firstNames,
    lastName1: customer.lastName1,
    lastName2: customer.lastName2,
  })
  const [phones, setPhones] = useState(customer.phones.join('\n'))
  const [emails, setEmails] = useState(customer.emails.join('\n'))
  const [addresses, setAddresses] = useState(customer.addresses as CustomerRecordAddress[])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const errorOf = (field: string) =>
    Object.entries(errors).find(([key]) => key === field || key.startsWith(`${field}.`))?.[1]

  const save = () => {
    setErrors({})
    update.mutate(
      { ...names, phones: lines(phones), emails: lines(emails), addresses, version: customer.version },
      {
        onSuccess: onSaved,
        onError: (error) => {
          const found: Record<string, string> = {}
          placeFieldErrors(error, (field, entry) => ((found[field] = fieldText(entry, field)), true))
          setErrors(found)
        },
      },
    )
  }
  const text = (name: keyof typeof names) => (
    <TextField
      fullWidth
      label={t(`customers.fields.${name}`)}
      value={names[name]}
      error={Boolean(errorOf(name))}
      helperText={errorOf(name)}
      onChange={(event) => setNames((current) => ({ ...current, [name]: event.target.value }))}
    />
  )
  const setAddress = (index: number, field: keyof CustomerRecordAddress, value: string) =>
    setAddresses((current) => current.map((item, at) => (at === index ? { ...item, [field]: value } : item)))

  return (
    <Card>
      <CardContent>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>{text('firstNames')}</Grid>
          <Grid size={{ xs: 12, md: 4 }}>{text('lastName1')}</Grid>
          <Grid size={{ xs: 12, md: 4 }}>{text('lastName2')}</Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              fullWidth
              multiline
              minRows={2}
              label={t('customers.fields.phones')}
              helperText={errorOf('phones') ?? t('customers.onePerLine')}
              error={Boolean(errorOf('phones'))}
              value={phones}
              onChange={(event) => setPhones(event.target.value)}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              fullWidth
              multiline
              minRows={2}
              label={t('customers.fields.emails')}
              helperText={errorOf('emails') ?? t('customers.onePerLine')}
              error={Boolean(errorOf('emails'))}
              value={emails}
              onChange={(event) => setEmails(event.target.value)}
            />
          </Grid>
        </Grid>
        {addresses.map((address, index) => (
          <Stack key={index} spacing={1} sx={{ mt: 3 }}>
            <Typography variant="subtitle1" component="h3">
              {t('customers.address', { number: index + 1 })}
            </Typography>
            <Grid container spacing={2}>
              {addressFields.map((field) => (
                <Grid key={field} size={{ xs: 12, sm: 6, md: 4 }}>
                  <TextField
                    fullWidth
                    size="small"
                    label={t(`customers.fields.${field}`)}
                    value={address[field]}
                    error={Boolean(errorOf(`addresses.${index}.${field}`))}
                    helperText={errorOf(`addresses.${index}.${field}`)}
                    onChange={(event) => setAddress(index, field, event.target.value)}
                  />
                </Grid>
              ))}
              <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                <TextField
                  select
                  fullWidth
                  size="small"
                  label={t('customers.fields.state')}
                  value={address.state}
                  onChange={(event) => setAddress(index, 'state', event.target.value)}
                >
                  {mexicanStates.map((state) => (
                    <MenuItem key={state} value={state}>
                      {stateName(state)}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
            </Grid>
          </Stack>
        ))}
        {update.isError && Object.keys(errors).length === 0 && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {callText(update.error)}
          </Alert>
        )}
        {customer.mayEdit && (
          <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 3 }}>
            <Button variant="contained" onClick={save} disabled={update.isPending}>
              {t('customers.save')}
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  )
}
