import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import {
  DEFAULT_DAY_COUNT,
  allocationStrategyOf,
  chargesOf,
  creditPolicyTermsSchema,
  defaultOriginationPolicy,
  DEFAULT_INSURANCE_RENEWAL,
  accelerationAfterMissedOf,
  delinquencyPolicyOf,
  paymentBackdatingDaysOf,
  type CreditPolicyScalarField,
  type CreditPolicyTerms,
  type CreditPolicyVersion,
} from '@mesa/contracts'
import { useState } from 'react'
import type { FieldPath } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField, useContractForm } from '../../../components/form'
import { useErrorText } from '../../../lib/error-text'
import { HttpError } from '../../../lib/http'
import { useSavePolicyVersion } from '../api/save-policy-version'
import { IntegerField } from './integer-field'
import { OriginationFields } from './origination-fields'
import { ChargesFields } from './charges-fields'
import { DelinquencyFields } from './delinquency-fields'
import { PolicyLists } from './policy-lists'

/** How each scalar term is typed: pesos (centavos held), a percent with two decimals (bps held), or a count. */
export const scalarKinds: Record<CreditPolicyScalarField, 'money' | 'percent' | 'integer'> = {
  minAmountCents: 'money',
  maxAmountCents: 'money',
  minTermMonths: 'integer',
  maxTermMonths: 'integer',
  minRateBps: 'percent',
  maxRateBps: 'percent',
  openingFeeBps: 'percent',
  maxDebtToIncomeBps: 'percent',
  minBcScore: 'integer',
  committeeQuorum: 'integer',
  committeeMajorityBps: 'percent',
}

const groups: Array<{ key: string; fields: CreditPolicyScalarField[] }> = [
  { key: 'amounts', fields: ['minAmountCents', 'maxAmountCents', 'minTermMonths', 'maxTermMonths'] },
  { key: 'pricing', fields: ['minRateBps', 'maxRateBps', 'openingFeeBps'] },
  { key: 'risk', fields: ['maxDebtToIncomeBps', 'minBcScore', 'committeeQuorum', 'committeeMajorityBps'] },
]

/**
 * The policy in force as a form: administrators ask for the next version (a second administrator approves it
 * in the four-eyes queue) (the version it replaces goes
 * with it; a stale one is refused), everyone else reads it. Errors are the contract's codes, client or server.
 */
export function PolicyForm(props: { policy: CreditPolicyVersion; editable: boolean; onReload: () => void }) {
  const { policy, editable } = props
  const { t } = useTranslation('creditPolicy')
  const { callText } = useErrorText('creditPolicy')
  const save = useSavePolicyVersion()
  const form = useContractForm(creditPolicyTermsSchema, {
    namespace: 'creditPolicy',
    // A version saved before issue 30 has no origination or day count: the form shows the defaults in force.
    defaultValues: {
      ...policy.terms,
      origination: policy.terms.origination ?? defaultOriginationPolicy,
      dayCount: policy.terms.dayCount ?? DEFAULT_DAY_COUNT,
      // Issue 33: a version saved before it names no strategy nor charges: the defaults in force.
      allocationStrategy: allocationStrategyOf(policy.terms),
      charges: chargesOf(policy.terms),
      // Issue 33: absent means due dates move to business days.
      dueDatesOnBusinessDays: policy.terms.dueDatesOnBusinessDays ?? true,
      // Issue 33: a version saved before the RECA number and the insurance renewal existed.
      recaNumber: policy.terms.recaNumber ?? '',
      insuranceRenewal: policy.terms.insuranceRenewal ?? DEFAULT_INSURANCE_RENEWAL,
      // Issue 33: delinquency and the value-date window, the defaults in force when the version names none.
      accelerationAfterMissed: accelerationAfterMissedOf(policy.terms),
      delinquency: delinquencyPolicyOf(policy.terms),
      paymentBackdatingDays: paymentBackdatingDaysOf(policy.terms),
    },
  })
  const [problem, setProblem] = useState<string | null>(null)
  const [stale, setStale] = useState(false)
  const [asked, setAsked] = useState(false)
  const disabled = !editable || save.isPending

  const onSubmit = form.handleSubmit(
    async (terms) => {
      setProblem(null)
      setAsked(false)
      try {
        await save.mutateAsync({ product: policy.product, replacesVersion: policy.version, terms })
        setAsked(true)
      } catch (error) {
        if (error instanceof HttpError && error.body?.code === 'stale_version') return setStale(true)
        const fields = error instanceof HttpError ? (error.body?.errors ?? {}) : {}
        for (const [path, entries] of Object.entries(fields))
          if (path.startsWith('terms.'))
            form.setError(path.slice('terms.'.length) as FieldPath<CreditPolicyTerms>, {
              type: 'server',
              message: entries[0],
            })
        setProblem(Object.keys(fields).length > 0 ? t('errors.invalid_input') : callText(error))
      }
    },
    () => setProblem(t('errors.invalid_input')),
  )

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('form.title', { version: policy.version })}
    >
      <Box sx={{ display: 'grid', gap: 3 }}>
        {groups.map((group) => (
          <Box key={group.key} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle1" sx={{ mb: 1.5 }}>
              {t(`groups.${group.key}`)}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
              }}
            >
              {group.fields.map((name) =>
                scalarKinds[name] === 'integer' ? (
                  <IntegerField
                    key={name}
                    control={form.control}
                    name={name}
                    label={t(`fields.${name}`)}
                    disabled={disabled}
                  />
                ) : (
                  <FormField
                    key={name}
                    control={form.control}
                    namespace="creditPolicy"
                    idPrefix="policy"
                    kind="money"
                    name={name}
                    label={t(`fields.${name}`)}
                    disabled={disabled}
                  />
                ),
              )}
            </Box>
          </Box>
        ))}
        <OriginationFields control={form.control} disabled={disabled} />
        <ChargesFields control={form.control} disabled={disabled} />
        <DelinquencyFields control={form.control} disabled={disabled} />
        <PolicyLists control={form.control} disabled={disabled} />
        {stale && (
          <Alert
            severity="warning"
            role="alert"
            action={
              <Button color="inherit" onClick={props.onReload}>
                {t('form.reload')}
              </Button>
            }
          >
            {t('errors.stale_version')}
          </Alert>
        )}
        {asked && (
          <Alert severity="info" role="status">
            {t('form.asked')}
          </Alert>
        )}
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        {editable && (
          <Box>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {t('form.ask', { version: policy.version + 1 })}
            </Button>
          </Box>
        )}
      </Box>
    </Box>
  )
}
