import Stack from '@mui/material/Stack'
import {
  dwellingOwnerships,
  dwellingTypes,
  incomeEvidenceKinds,
  neighbourhoodLevels,
  visitReportSchema,
  visitVerdicts,
  type VisitReport,
} from '@mesa/contracts'
import type { Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CheckboxField, CheckboxGroupField, FormField, RadioGroupField } from '../../../components/form'
import { PeopleFields } from './people-fields'
import type { ReportDraft } from './report-form-values'

/** The form's steps in the order the agent walks them (photos are their own step, see photo-step). */
export const reportSteps = [
  'address',
  'dwelling',
  'neighbourhood',
  'people',
  'income',
  'photos',
  'verdict',
] as const
export type ReportStep = (typeof reportSteps)[number]

/** Which step holds each field, to open the step of a field refused. */
export const stepOfField: Record<keyof VisitReport, ReportStep> = {
  addressConfirmed: 'address',
  addressNotes: 'address',
  dwellingType: 'dwelling',
  dwellingOwnership: 'dwelling',
  yearsAtAddress: 'dwelling',
  neighbourhoodLevel: 'neighbourhood',
  neighbourhood: 'neighbourhood',
  peopleMet: 'people',
  referencesVerified: 'people',
  incomeEvidence: 'income',
  incomeNotes: 'income',
  verdict: 'verdict',
  notes: 'verdict',
}

/** The report's fields, in the contract's order. */
export const reportFields = visitReportSchema.keyof().options

export interface StepProps {
  step: Exclude<ReportStep, 'photos'>
  /** The report form's control (`ReportDraft` typed, the contract's body submitted). */
  control: Control<ReportDraft, unknown, VisitReport>
}

/** The fields of one step of the visit form. */
export function ReportFields({ step, control }: StepProps) {
  const { t } = useTranslation('fieldVisits')
  const common = { control, namespace: 'fieldVisits', idPrefix: 'report' }
  const choice = (
    name: 'dwellingType' | 'dwellingOwnership' | 'neighbourhoodLevel',
    options: readonly string[],
    group: string,
  ) => (
    <FormField
      {...common}
      name={name}
      label={t(`report.${name}`)}
      options={options.map((option) => ({ value: option, label: t(`${group}.${option}`) }))}
    />
  )
  const text = (name: 'addressNotes' | 'neighbourhood' | 'incomeNotes' | 'notes') => (
    <FormField {...common} name={name} label={t(`report.${name}`)} multiline maxLength={2000} />
  )
  if (step === 'address')
    return (
      <Stack spacing={2}>
        <CheckboxField
          control={control}
          namespace="fieldVisits"
          name="addressConfirmed"
          label={t('report.addressConfirmed')}
        />
        {text('addressNotes')}
      </Stack>
    )
  if (step === 'dwelling')
    return (
      <Stack spacing={2}>
        {choice('dwellingType', dwellingTypes, 'dwellingTypes')}
        {choice('dwellingOwnership', dwellingOwnerships, 'ownerships')}
        <FormField
          {...common}
          name="yearsAtAddress"
          type="number"
          inputMode="numeric"
          label={t('report.yearsAtAddress')}
        />
      </Stack>
    )
  if (step === 'neighbourhood')
    return (
      <Stack spacing={2}>
        {choice('neighbourhoodLevel', neighbourhoodLevels, 'levels')}
        {text('neighbourhood')}
      </Stack>
    )
  if (step === 'people') return <PeopleFields control={control} />
  if (step === 'income')
    return (
      <Stack spacing={2}>
        <CheckboxGroupField
          control={control}
          namespace="fieldVisits"
          name="incomeEvidence"
          label={t('report.incomeEvidence')}
          options={incomeEvidenceKinds.map((kind) => ({ value: kind, label: t(`evidence.${kind}`) }))}
        />
        {text('incomeNotes')}
      </Stack>
    )
  return (
    <Stack spacing={2}>
      <RadioGroupField
        control={control}
        namespace="fieldVisits"
        name="verdict"
        label={t('report.verdict')}
        required
        options={visitVerdicts.map((verdict) => ({ value: verdict, label: t(`verdicts.${verdict}`) }))}
      />
      {text('notes')}
    </Stack>
  )
}
