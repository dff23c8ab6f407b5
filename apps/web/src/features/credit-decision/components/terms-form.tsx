import Typography from '@mui/material/Typography'
import type { Authorisation, Periodicity } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import type { ApplicationFile } from '../../../lib/application-file'
import { formatMoney } from '../../../lib/format'
import { FieldGrid, FormEnd, FormPanel, useContractForm, type GridFieldSpec } from '../../../components/form'
import { useAuthoriseTerms } from '../api/authorise-terms'
import { termFields, termsFormSchema, termsTexts, type TermsFormValues } from './terms-form-values'

/** The fields; the periodicity is a select of those the product offers (issue 33). */
const fieldsOf = (periodicities: readonly Periodicity[]): GridFieldSpec<TermsFormValues>[] =>
  termFields.map(([name, kind]) => ({
    name,
    labelKey: `committee.terms.${name}`,
    size: 'third',
    ...(kind === 'date'
      ? { kind: 'date' }
      : kind === 'choice'
        ? { kind: 'select', options: periodicities, optionKey: 'committee.terms.periodicities' }
        : { inputMode: 'decimal' }),
  }))

/** The final terms the authoriser signs off: checked by the API against the policy and their limit. */
export function TermsForm(props: {
  application: ApplicationFile
  current: Authorisation | null
  myLimitCents: number | null
  periodicities: readonly Periodicity[]
}) {
  const { t } = useTranslation('creditDecision')
  const authorise = useAuthoriseTerms()
  const { application, current } = props
  const proposal = application.product.terms
  const form = useContractForm(termsFormSchema(current?.id ?? null), {
    namespace: 'creditDecision',
    defaultValues: termsTexts(
      current ?? {
        amountCents: proposal.requestedAmountCents,
        downPaymentCents: proposal.downPaymentCents,
        annualRateBps: proposal.annualRateBps,
        periodicity: 'monthly',
        termPeriods: proposal.termMonths,
        openingFeeBps: null,
        insuranceMonthlyCents: 0,
        firstDueDate: null,
      },
    ),
  })
  const onSubmit = form.handleSubmit(async (body) => {
    form.clearServerError()
    try {
      await authorise.mutateAsync({ ...body, origin: application.origin, id: application.id })
    } catch (error) {
      form.failWith(error)
    }
  })
  return (
    <FormPanel title={t('committee.terms.title')} onSubmit={(event) => void onSubmit(event)}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {props.myLimitCents === null
          ? t('committee.terms.noLimit')
          : t('committee.terms.myLimit', { limit: formatMoney(props.myLimitCents) })}
      </Typography>
      <FieldGrid
        control={form.control}
        namespace="creditDecision"
        idPrefix="terms"
        breakpoint="md"
        fields={fieldsOf(props.periodicities)}
      />
      <FormEnd
        message={form.serverError}
        label={t('committee.terms.submit')}
        disabled={authorise.isPending}
      />
    </FormPanel>
  )
}
