import Alert from '@mui/material/Alert'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import { commissionFigures, commissionRuleInputSchema, type CommissionRule } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '../../../components/form-dialog'
import { useErrorText } from '../../../lib/error-text'
import { useSaveRule } from '../api/commissions'
import { formatMoney } from '../../../lib/format'

/** Pesos or a percentage as typed ("1,500.50", "1.5") to an integer count of hundredths; null when empty. */
const hundredths = (typed: string): number | null => {
  const cleaned = typed.replace(/[,\s$%]/g, '')
  if (cleaned === '') return null
  const value = Number(cleaned)
  return Number.isFinite(value) ? Math.round(value * 100) : Number.NaN
}
const typedOf = (hundred: number | null | undefined) => (hundred == null ? '' : (hundred / 100).toFixed(2))
/** The example the dialog prices: $250,000 financed. */
const EXAMPLE_CENTS = 25_000_000

/** Edit an ally type's rule: rate in percent (stored in basis points), floor and cap in pesos. */
export function RuleDialog({
  allyType,
  rule,
  onClose,
}: {
  allyType: string
  rule: CommissionRule | null
  onClose: () => void
}) {
  const { t } = useTranslation('vehicles')
  const { callText, issueTexts } = useErrorText('vehicles')
  const save = useSaveRule()
  const [rate, setRate] = useState(typedOf(rule?.rateBps ?? 100))
  const [minimum, setMinimum] = useState(typedOf(rule?.minimumCents))
  const [maximum, setMaximum] = useState(typedOf(rule?.maximumCents))
  const [active, setActive] = useState(rule?.active ?? true)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const body = {
    rateBps: hundredths(rate),
    minimumCents: hundredths(minimum),
    maximumCents: hundredths(maximum),
    active,
    version: rule?.version ?? null,
  }
  const parsed = commissionRuleInputSchema.safeParse(body)
  const example = parsed.success ? commissionFigures(EXAMPLE_CENTS, parsed.data) : null
  const submit = () => {
    if (!parsed.success) {
      setErrors(issueTexts(parsed.error.issues))
      return
    }
    save.mutate({ allyType, body: parsed.data }, { onSuccess: onClose })
  }
  const field = (
    name: 'rateBps' | 'minimumCents' | 'maximumCents',
    label: string,
    value: string,
    set: (v: string) => void,
  ) => (
    <TextField
      label={label}
      value={value}
      onChange={(event) => set(event.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name] || ' '}
      slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
    />
  )
  return (
    <FormDialog
      open
      title={t('rules.dialogTitle', { type: allyType })}
      submitLabel={t('form.save')}
      busy={save.isPending}
      error={save.error ? callText(save.error) : null}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        {field('rateBps', t('rules.ratePercent'), rate, setRate)}
        {field('minimumCents', t('rules.minimumPesos'), minimum, setMinimum)}
        {field('maximumCents', t('rules.maximumPesos'), maximum, setMaximum)}
        <FormControlLabel
          control={<Switch checked={active} onChange={(event) => setActive(event.target.checked)} />}
          label={t('rules.active')}
        />
        {example && (
          <Alert severity="info">
            {t('rules.example', {
              financed: formatMoney(EXAMPLE_CENTS),
              base: formatMoney(example.baseCents),
              iva: formatMoney(example.ivaCents),
              total: formatMoney(example.totalCents),
            })}
          </Alert>
        )}
      </Stack>
    </FormDialog>
  )
}
