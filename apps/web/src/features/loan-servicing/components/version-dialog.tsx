import DialogContentText from '@mui/material/DialogContentText'
import Stack from '@mui/material/Stack'
import { z } from 'zod'
import {
  versionTermsSchema,
  type CreditProduct,
  type LoanDetail,
  type ScheduleVersionKind,
  type VersionFigures,
  type VersionTerms,
} from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmMoneyDialog, type MoneySummaryRow } from '../../../components/confirm-money-dialog'
import { FormField, useContractForm } from '../../../components/form'
import { FormDialog } from '../../../components/form-dialog'
import { formatDate, formatRate } from '../../../lib/format'
import { useAskVersion, usePreviewVersion } from '../api/loan-versions'

/** What the person types: texts (the rate in percent), turned into the contract's terms of the kind. */
interface VersionForm {
  effectiveOn: string
  reason: string
  annualRateBps: string
  termPeriods: string
  capitaliseArrears: string
  periods: string
  dueDay: string
}

const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(',', '.')))

/** The form's texts as the kind's terms (the rate typed in percent becomes basis points), checked by the contract. */
const termsSchemaOf = (kind: ScheduleVersionKind) =>
  z.preprocess((raw) => {
    const form = raw as VersionForm
    const common = { kind, effectiveOn: form.effectiveOn, reason: form.reason }
    if (kind === 'restructure') {
      const percent = numberOf(form.annualRateBps)
      return {
        ...common,
        annualRateBps: percent === undefined ? undefined : Math.round(percent * 100),
        termPeriods: numberOf(form.termPeriods),
        capitaliseArrears: form.capitaliseArrears === 'yes',
      }
    }
    if (kind === 'payment_holiday') return { ...common, periods: numberOf(form.periods) }
    if (kind === 'due_day_change') return { ...common, dueDay: numberOf(form.dueDay) }
    return common
  }, versionTermsSchema) as unknown as z.ZodType<VersionTerms, VersionForm>

/**
 * Asks for a restructure, payment holiday, due-day change or acceleration: the terms first, then the new
 * schedule's figures from the preview route, then the request, which a second person approves.
 */
export function VersionDialog(props: {
  origin: CreditProduct
  id: number
  loan: LoanDetail
  kind: ScheduleVersionKind
  onClose: () => void
}) {
  const { t, i18n } = useTranslation('loanServicing')
  const preview = usePreviewVersion(props.origin, props.id)
  const ask = useAskVersion(props.origin, props.id)
  const form = useContractForm(termsSchemaOf(props.kind), {
    namespace: 'loanServicing',
    defaultValues: {
      effectiveOn: props.loan.asOf,
      reason: '',
      annualRateBps: String(props.loan.annualRateBps / 100),
      termPeriods: '12',
      capitaliseArrears: 'no',
      periods: '1',
      dueDay: '15',
    },
  })
  const [review, setReview] = useState<{ terms: VersionTerms; figures: VersionFigures } | null>(null)
  const title = t(`loanServicing.versions.actions.${props.kind}`)
  const toReview = form.handleSubmit(async (terms) => {
    form.clearServerError()
    try {
      setReview({ terms, figures: await preview.mutateAsync(terms) })
    } catch (failure) {
      form.failWith(failure)
    }
  })
  const send = async (terms: VersionTerms) => {
    try {
      await ask.mutateAsync({ ...terms, version: props.loan.version })
      props.onClose()
    } catch (failure) {
      if (form.failWith(failure)) setReview(null)
    }
  }
  if (review) {
    const { figures } = review
    const first = figures.rows[0]
    const last = figures.rows[figures.rows.length - 1]
    const day = (date: string) => formatDate(`${date}T12:00:00`, i18n.language)
    const rows: MoneySummaryRow[] = [
      { label: t('loanServicing.versions.summary.effectiveOn'), text: day(figures.effectiveOn) },
      {
        label: t('loanServicing.versions.summary.principal'),
        amountCents: figures.principalCents,
        strong: true,
      },
      {
        label: t('loanServicing.versions.summary.rate'),
        text: formatRate(figures.annualRateBps, i18n.language),
      },
      { label: t('loanServicing.versions.summary.count'), text: String(figures.rows.length) },
      ...(first
        ? [
            {
              label: t('loanServicing.versions.summary.first', { date: day(first.dueDate) }),
              amountCents: first.totalCents,
            },
          ]
        : []),
      ...(last ? [{ label: t('loanServicing.versions.summary.last'), text: day(last.dueDate) }] : []),
      ...(figures.capitalisedCents > 0
        ? [{ label: t('loanServicing.versions.summary.capitalised'), amountCents: figures.capitalisedCents }]
        : []),
      ...(figures.carriedInterestCents > 0
        ? [{ label: t('loanServicing.versions.summary.carried'), amountCents: figures.carriedInterestCents }]
        : []),
    ]
    return (
      <ConfirmMoneyDialog
        open
        title={title}
        text={t(`loanServicing.versions.explain.${props.kind}`)}
        rows={rows}
        fourEyes
        confirmLabel={t('loanServicing.versions.submit')}
        busy={ask.isPending}
        error={form.serverError}
        onConfirm={() => void send(review.terms)}
        onClose={() => {
          form.clearServerError()
          setReview(null)
        }}
      />
    )
  }
  const field = (name: keyof VersionForm, label: string, extra: object = {}) => (
    <FormField
      control={form.control}
      namespace="loanServicing"
      idPrefix="version"
      name={name}
      required
      label={label}
      {...extra}
    />
  )
  return (
    <FormDialog
      open
      title={title}
      submitLabel={t('loanServicing.versions.review')}
      busy={form.formState.isSubmitting || preview.isPending}
      error={form.serverError}
      onSubmit={(event) => void toReview(event)}
      onClose={props.onClose}
    >
      <DialogContentText sx={{ mb: 2 }}>
        {t(`loanServicing.versions.explain.${props.kind}`)}
      </DialogContentText>
      <Stack spacing={2}>
        {field('effectiveOn', t('loanServicing.versions.fields.effectiveOn'), {
          kind: 'date',
          min: props.loan.versions.lockedBefore ?? props.loan.disbursedOn,
          max: props.loan.asOf,
        })}
        {props.kind === 'restructure' && (
          <>
            {field('annualRateBps', t('loanServicing.versions.fields.ratePercent'), { inputMode: 'decimal' })}
            {field('termPeriods', t('loanServicing.versions.fields.termPeriods'), { inputMode: 'numeric' })}
            {field('capitaliseArrears', t('loanServicing.versions.fields.capitaliseArrears'), {
              options: [
                { value: 'no', label: t('loanServicing.versions.fields.arrearsStay') },
                { value: 'yes', label: t('loanServicing.versions.fields.arrearsCapitalised') },
              ],
            })}
          </>
        )}
        {props.kind === 'payment_holiday' &&
          field('periods', t('loanServicing.versions.fields.periods'), { inputMode: 'numeric' })}
        {props.kind === 'due_day_change' &&
          field('dueDay', t('loanServicing.versions.fields.dueDay'), { inputMode: 'numeric' })}
        {field('reason', t('loanServicing.versions.fields.reason'), { multiline: true })}
      </Stack>
    </FormDialog>
  )
}
