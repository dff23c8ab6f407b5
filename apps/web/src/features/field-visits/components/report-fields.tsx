import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import MenuItem from '@mui/material/MenuItem'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import {
  dwellingOwnerships,
  dwellingTypes,
  incomeEvidenceKinds,
  neighbourhoodLevels,
  visitVerdicts,
  type VisitReport,
} from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { PeopleFields } from './people-fields'

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

/** Which step holds each field, to open the step of a field the API refused. */
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

/** The report as the agent fills it: no verdict chosen until they choose one (none is proposed, issue 38). */
export type ReportDraft = Omit<VisitReport, 'verdict'> & { verdict: VisitReport['verdict'] | '' }

export interface StepProps {
  step: Exclude<ReportStep, 'photos'>
  value: ReportDraft
  onChange: (next: Partial<VisitReport>) => void
  errors: Record<string, string>
}

/** The fields of one step of the visit form. */
export function ReportFields({ step, value, onChange, errors }: StepProps) {
  const { t } = useTranslation('fieldVisits')
  const choice = <K extends keyof VisitReport>(field: K, options: readonly string[], group: string) => (
    <TextField
      select
      fullWidth
      id={`report-${field}`}
      label={t(`report.${field}`)}
      value={value[field]}
      onChange={(event) => onChange({ [field]: event.target.value } as Partial<VisitReport>)}
      error={Boolean(errors[field])}
      helperText={errors[field]}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {t(`${group}.${option}`)}
        </MenuItem>
      ))}
    </TextField>
  )
  const text = (field: 'addressNotes' | 'neighbourhood' | 'incomeNotes' | 'notes') => (
    <TextField
      fullWidth
      multiline
      minRows={2}
      id={`report-${field}`}
      label={t(`report.${field}`)}
      value={value[field]}
      onChange={(event) => onChange({ [field]: event.target.value })}
      error={Boolean(errors[field])}
      helperText={errors[field]}
      slotProps={{ htmlInput: { maxLength: 2000 } }}
    />
  )
  if (step === 'address')
    return (
      <Stack spacing={2}>
        <FormControlLabel
          control={
            <Checkbox
              checked={value.addressConfirmed}
              onChange={(event) => onChange({ addressConfirmed: event.target.checked })}
            />
          }
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
        <TextField
          id="report-yearsAtAddress"
          type="number"
          label={t('report.yearsAtAddress')}
          value={value.yearsAtAddress}
          onChange={(event) => onChange({ yearsAtAddress: Number(event.target.value) })}
          error={Boolean(errors.yearsAtAddress)}
          helperText={errors.yearsAtAddress}
          slotProps={{ htmlInput: { min: 0, max: 99, inputMode: 'numeric' } }}
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
  if (step === 'people') return <PeopleFields value={value} onChange={onChange} errors={errors} />
  if (step === 'income')
    return (
      <Stack spacing={2}>
        <FormControl error={Boolean(errors.incomeEvidence)} component="fieldset">
          <FormLabel component="legend">{t('report.incomeEvidence')}</FormLabel>
          <FormGroup>
            {incomeEvidenceKinds.map((kind) => (
              <FormControlLabel
                key={kind}
                label={t(`evidence.${kind}`)}
                control={
                  <Checkbox
                    checked={value.incomeEvidence.includes(kind)}
                    onChange={(event) =>
                      onChange({
                        incomeEvidence: event.target.checked
                          ? [...value.incomeEvidence, kind]
                          : value.incomeEvidence.filter((item) => item !== kind),
                      })
                    }
                  />
                }
              />
            ))}
          </FormGroup>
          {errors.incomeEvidence && <FormHelperText>{errors.incomeEvidence}</FormHelperText>}
        </FormControl>
        {text('incomeNotes')}
      </Stack>
    )
  return (
    <Stack spacing={2}>
      <FormControl error={Boolean(errors.verdict)} component="fieldset">
        <FormLabel component="legend" id="report-verdict" required>
          {t('report.verdict')}
        </FormLabel>
        <RadioGroup
          aria-labelledby="report-verdict"
          value={value.verdict}
          onChange={(event) => onChange({ verdict: event.target.value as VisitReport['verdict'] })}
        >
          {visitVerdicts.map((verdict) => (
            <FormControlLabel
              key={verdict}
              value={verdict}
              control={<Radio />}
              label={t(`verdicts.${verdict}`)}
            />
          ))}
        </RadioGroup>
        {errors.verdict && <FormHelperText>{errors.verdict}</FormHelperText>}
      </FormControl>
      {text('notes')}
    </Stack>
  )
}
