import Grid from '@mui/material/Grid'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { Authorisation, AuthorisationRequest } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApplicationFile } from '../../../../lib/application-file'
import { formatMoney } from '../../../../lib/format'
import { DeskForm, FormEnd, useDeskErrors } from '../../../../components/desk-fields'
import { useAuthoriseTerms } from '../api/authorise-terms'

/** The form's fields: how each is typed (pesos and percents are sent as centavos and basis points). */
const fields = [
  ['amountCents', 'hundredths'],
  ['downPaymentCents', 'hundredths'],
  ['annualRateBps', 'hundredths'],
  ['termMonths', 'whole'],
  ['openingFeeBps', 'hundredths'],
  ['insuranceMonthlyCents', 'hundredths'],
  ['firstDueDate', 'date'],
] as const
type FieldName = (typeof fields)[number][0]
type Texts = Record<FieldName, string>

const toNumber = (text: string, kind: 'hundredths' | 'whole') => {
  const trimmed = text.replace(/[\s,$%]/g, '')
  // An empty or unreadable number goes as text, so the API names the field (400) instead of the form guessing.
  if (trimmed === '' || !Number.isFinite(Number(trimmed))) return text as unknown as number
  return kind === 'hundredths' ? Math.round(Number(trimmed) * 100) : Number(trimmed)
}

function initialTexts(application: ApplicationFile, current: Authorisation | null): Texts {
  const proposal = application.product.terms
  const source = current ?? {
    amountCents: proposal.requestedAmountCents,
    downPaymentCents: proposal.downPaymentCents,
    annualRateBps: proposal.annualRateBps,
    termMonths: proposal.termMonths,
    openingFeeBps: null,
    insuranceMonthlyCents: 0,
    firstDueDate: null,
  }
  const text = (value: number | null, kind: 'hundredths' | 'whole') =>
    value === null ? '' : kind === 'hundredths' ? String(value / 100) : String(value)
  return {
    amountCents: text(source.amountCents, 'hundredths'),
    downPaymentCents: text(source.downPaymentCents, 'hundredths'),
    annualRateBps: text(source.annualRateBps, 'hundredths'),
    termMonths: text(source.termMonths, 'whole'),
    openingFeeBps: text(source.openingFeeBps, 'hundredths'),
    insuranceMonthlyCents: text(source.insuranceMonthlyCents, 'hundredths'),
    firstDueDate: source.firstDueDate ?? '',
  }
}

/** The final terms the authoriser signs off: checked by the API against the policy and their limit. */
export function TermsForm(props: {
  application: ApplicationFile
  current: Authorisation | null
  myLimitCents: number | null
}) {
  const { t } = useTranslation('applications')
  const authorise = useAuthoriseTerms()
  const errors = useDeskErrors('applications')
  const [texts, setTexts] = useState<Texts>(() => initialTexts(props.application, props.current))

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault()
    errors.clear()
    const body = Object.fromEntries(
      fields.map(([name, kind]) => [
        name,
        kind === 'date' ? texts[name] || null : toNumber(texts[name], kind),
      ]),
    ) as Omit<AuthorisationRequest, 'supersedes'>
    try {
      await authorise.mutateAsync({
        ...body,
        supersedes: props.current?.id ?? null,
        origin: props.application.origin,
        id: props.application.id,
      })
    } catch (error) {
      errors.fail(error)
    }
  }
  return (
    <DeskForm title={t('committee.terms.title')} onSubmit={onSubmit}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {props.myLimitCents === null
          ? t('committee.terms.noLimit')
          : t('committee.terms.myLimit', { limit: formatMoney(props.myLimitCents) })}
      </Typography>
      <Grid container spacing={2}>
        {fields.map(([name, kind]) => (
          <Grid key={name} size={{ xs: 12, sm: 6, md: 4 }}>
            <TextField
              fullWidth
              id={`terms-${name}`}
              label={t(`committee.terms.${name}`)}
              type={kind === 'date' ? 'date' : 'text'}
              inputMode={kind === 'date' ? undefined : 'decimal'}
              value={texts[name]}
              onChange={(event) => setTexts((all) => ({ ...all, [name]: event.target.value }))}
              error={Boolean(errors.fieldError(name))}
              helperText={errors.fieldError(name)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
        ))}
      </Grid>
      <FormEnd message={errors.message} label={t('committee.terms.submit')} disabled={authorise.isPending} />
    </DeskForm>
  )
}
