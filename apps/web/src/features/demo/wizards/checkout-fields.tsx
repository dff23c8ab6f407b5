import Grid from '@mui/material/Grid'
import Alert from '@mui/material/Alert'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../lib/error-text'
import { useDemoFormat } from '../components/format'
import { cartItems, cartTotal, type StepName } from './checkout-steps'

export interface CheckoutValues {
  quantities: Record<string, number>
  fullName: string
  street: string
  postalCode: string
  phone: string
  cardName: string
  cardNumber: string
  expiry: string
  cvv: string
}
type TextKey = Exclude<keyof CheckoutValues, 'quantities'>

const stepFields: Record<Exclude<StepName, 'cart'>, TextKey[]> = {
  address: ['fullName', 'street', 'postalCode', 'phone'],
  payment: ['cardName', 'cardNumber', 'expiry', 'cvv'],
}

interface CheckoutFieldsProps {
  step: StepName | 'confirm'
  values: CheckoutValues
  problems: Record<string, string>
  onChange: (values: CheckoutValues) => void
}

/** The fields of one checkout step, each showing its own error in the reader's language. */
export function CheckoutFields({ step, values, problems, onChange }: CheckoutFieldsProps) {
  const { t } = useTranslation('demo')
  const { fieldText } = useErrorText('demo')
  const format = useDemoFormat()
  const total = (
    <Typography variant="h6" component="p">
      {t('checkout.total', { total: format.money(cartTotal(values.quantities)) })}
    </Typography>
  )

  if (step === 'cart')
    return (
      <>
        {problems.quantities && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {fieldText(problems.quantities, 'quantities')}
          </Alert>
        )}
        <Grid container spacing={2} sx={{ mb: 2 }}>
          {cartItems.map((item) => (
            <Grid key={item.id} size={{ xs: 12, md: 4 }}>
              <TextField
                fullWidth
                type="number"
                label={`${t(`checkout.items.${item.id}`)} · ${format.money(item.price)}`}
                value={values.quantities[item.id] ?? 0}
                slotProps={{ htmlInput: { min: 0, max: 10 } }}
                onChange={(event) =>
                  onChange({
                    ...values,
                    quantities: {
                      ...values.quantities,
                      [item.id]: Math.max(0, Math.trunc(Number(event.target.value) || 0)),
                    },
                  })
                }
              />
            </Grid>
          ))}
        </Grid>
        {total}
      </>
    )

  if (step === 'confirm')
    return (
      <>
        <List dense>
          {cartItems
            .filter((item) => (values.quantities[item.id] ?? 0) > 0)
            .map((item) => (
              <ListItem key={item.id} disableGutters>
                <ListItemText
                  primary={`${values.quantities[item.id]} × ${t(`checkout.items.${item.id}`)}`}
                  secondary={format.money(item.price * values.quantities[item.id]!)}
                />
              </ListItem>
            ))}
        </List>
        <Typography>
          {values.fullName} · {values.street} · {values.postalCode}
        </Typography>
        <Typography sx={{ mb: 1 }}>
          {t('checkout.cardEnding', { last: values.cardNumber.replace(/\s+/g, '').slice(-4) })}
        </Typography>
        {total}
      </>
    )

  return (
    <Grid container spacing={2}>
      {stepFields[step].map((field) => (
        <Grid key={field} size={{ xs: 12, md: 6 }}>
          <TextField
            fullWidth
            id={`checkout-${field}`}
            label={t(`checkout.fields.${field}`)}
            value={values[field]}
            onChange={(event) => onChange({ ...values, [field]: event.target.value })}
            error={Boolean(problems[field])}
            helperText={problems[field] ? fieldText(problems[field], field) : ' '}
          />
        </Grid>
      ))}
    </Grid>
  )
}
