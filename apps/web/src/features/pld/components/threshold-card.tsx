import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { businessToday, pldThresholdCreateSchema } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { FieldGrid, useContractForm, type GridFieldSpec } from '../../../components/form'
import { FormDialog } from '../../../components/form-dialog'
import { formatDate, formatMoney, formatNumber } from '../../../lib/format'
import { useSetThreshold, useThresholds } from '../api/thresholds'

/** The form as the officer fills it: the day and the rate as written, "18.5000" pesos per dollar. */
interface ThresholdValues {
  effectiveOn: string
  rate: string
}

/** The rate typed with its decimals becomes the contract's integer of ten-thousandths (18.5000 → 185000). */
const thresholdFormSchema = z
  .custom<ThresholdValues>()
  .transform((values): unknown => ({
    effectiveOn: values.effectiveOn,
    thresholdUsdCents: 750_000,
    pesosPerDollarTenThousandths:
      values.rate.trim() === '' ? null : Math.round(Number(values.rate.replace(',', '.')) * 10_000),
  }))
  .pipe(pldThresholdCreateSchema)

/** Where a contract field's refusal shows: the rate's on the rate field. */
const fieldOf = (path: string) => (path === 'pesosPerDollarTenThousandths' ? 'rate' : path)

/** The rate as the officer reads it: 185000 ten-thousandths → 18.5000 pesos per dollar. */
const rateText = (tenThousandths: number, language: string) =>
  formatNumber(tenThousandths / 10_000, language, 4)

function ThresholdDialog(props: { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('pld')
  const save = useSetThreshold()
  const form = useContractForm(thresholdFormSchema, {
    namespace: 'pld',
    checkFieldOf: fieldOf,
    defaultValues: { effectiveOn: businessToday(), rate: '' },
  })
  const fields: GridFieldSpec<ThresholdValues>[] = [
    { name: 'effectiveOn', labelKey: 'threshold.effectiveOn', kind: 'date', required: true, size: 'half' },
    {
      name: 'rate',
      labelKey: 'threshold.rate',
      inputMode: 'decimal',
      required: true,
      size: 'half',
      helperKey: 'threshold.rateHelp',
    },
  ]
  const submit = form.handleSubmit(async (body) => {
    form.clearServerError()
    try {
      await save.mutateAsync(body)
      props.onDone()
    } catch (failure) {
      form.failWith(failure)
    }
  })
  return (
    <FormDialog
      open
      title={t('threshold.title')}
      submitLabel={t('threshold.save')}
      busy={form.formState.isSubmitting}
      error={form.serverError}
      onSubmit={(event) => void submit(event)}
      onClose={props.onClose}
    >
      <Box sx={{ pt: 1 }}>
        <FieldGrid control={form.control} namespace="pld" fields={fields} idPrefix="pld-threshold" />
      </Box>
    </FormDialog>
  )
}

/** The cash threshold in force and its dated exchange rates; the officer records a new rate. */
export function ThresholdCard(props: { editable: boolean; onSaved: () => void }) {
  const { t, i18n } = useTranslation('pld')
  const thresholds = useThresholds()
  const [open, setOpen] = useState(false)
  const current = thresholds.data?.items[0]
  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {t('threshold.heading')}
          </Typography>
          {props.editable && <Button onClick={() => setOpen(true)}>{t('threshold.add')}</Button>}
        </Stack>
        <Typography variant="body2">
          {current
            ? t('threshold.current', {
                amount: formatMoney(current.thresholdCents, { language: i18n.language }),
                rate: rateText(current.pesosPerDollarTenThousandths, i18n.language),
                date: formatDate(current.effectiveOn, i18n.language),
              })
            : t('threshold.default')}
        </Typography>
      </CardContent>
      {open && (
        <ThresholdDialog
          onClose={() => setOpen(false)}
          onDone={() => {
            setOpen(false)
            props.onSaved()
          }}
        />
      )}
    </Card>
  )
}
