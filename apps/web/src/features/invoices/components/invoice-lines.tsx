import Add from '@mui/icons-material/Add'
import DeleteOutline from '@mui/icons-material/DeleteOutline'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { invoiceServices, lineAmounts, MAX_INVOICE_LINES, type InvoiceCreate } from '@mesa/contracts'
import { useFieldArray, useWatch, type Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../../components/form'
import { emptyLine, lineFigures, type InvoiceFormValues } from './invoice-form-values'
import { useInvoiceFormat } from './invoice-format'

/** The invoice's lines: service, description, hours or quantity, price and discount, each with its amount. */
export function InvoiceLines({
  control,
  disabled,
}: {
  control: Control<InvoiceFormValues, unknown, InvoiceCreate>
  disabled?: boolean
}) {
  const { t } = useTranslation('invoices')
  const { money } = useInvoiceFormat()
  const { fields, append, remove } = useFieldArray({ control, name: 'items' })
  const items = useWatch({ control, name: 'items' })
  const services = invoiceServices.map((service) => ({ value: service, label: t(`services.${service}`) }))
  const common = { control, namespace: 'invoices', idPrefix: 'invoice', disabled } as const
  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('form.lines')}
      </Typography>
      {fields.map((field, index) => {
        const figures = items?.[index] ? lineFigures(items[index]) : null
        return (
          <Paper
            key={field.id}
            variant="outlined"
            sx={{ p: 2, mb: 2 }}
            component="fieldset"
            aria-label={t('form.line', { n: index + 1 })}
          >
            <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Grid size={{ xs: 12, md: 4 }}>
                <FormField
                  {...common}
                  name={`items.${index}.service`}
                  label={t('fields.service')}
                  options={services}
                  required
                />
              </Grid>
              <Grid size={{ xs: 12, md: 8 }}>
                <FormField {...common} name={`items.${index}.description`} label={t('fields.description')} />
              </Grid>
              <Grid size={{ xs: 6, md: 2 }}>
                <FormField
                  {...common}
                  name={`items.${index}.quantity`}
                  label={t('fields.quantity')}
                  inputMode="decimal"
                  required
                />
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <FormField
                  {...common}
                  name={`items.${index}.priceCents`}
                  label={t('fields.price')}
                  kind="money"
                  required
                />
              </Grid>
              <Grid size={{ xs: 6, md: 2 }}>
                <FormField
                  {...common}
                  name={`items.${index}.discountPercent`}
                  label={t('fields.discount')}
                  inputMode="decimal"
                />
              </Grid>
              <Grid size={{ xs: 6, md: 4 }} sx={{ display: 'flex', alignItems: 'center', minHeight: 56 }}>
                <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }}>
                  {t('fields.amount')}:
                </Typography>
                <Typography
                  variant="body1"
                  sx={{ fontWeight: 600 }}
                  data-testid={`invoice-line-amount-${index}`}
                >
                  {figures ? money(lineAmounts(figures).netCents) : '—'}
                </Typography>
              </Grid>
              <Grid size={{ xs: 12, md: 1 }} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                <IconButton
                  onClick={() => remove(index)}
                  disabled={disabled || fields.length === 1}
                  aria-label={t('form.removeLine', { n: index + 1 })}
                >
                  <DeleteOutline />
                </IconButton>
              </Grid>
            </Grid>
          </Paper>
        )
      })}
      <Button
        startIcon={<Add />}
        onClick={() => append(emptyLine())}
        disabled={disabled || fields.length >= MAX_INVOICE_LINES}
      >
        {t('form.addLine')}
      </Button>
    </Box>
  )
}
