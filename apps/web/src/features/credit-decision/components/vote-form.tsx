import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import Stack from '@mui/material/Stack'
import { committeeVotes, conditionKinds, rejectReasonCodes } from '@mesa/contracts'
import { Controller, useFieldArray, useWatch, type Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormEnd, FormField, FormPanel, useContractForm } from '../../../components/form'
import { useErrorText } from '../../../lib/error-text'
import type { ApplicationFile } from '../../../lib/application-file'
import { useCastVote } from '../api/cast-vote'
import { emptyVote, voteFormSchema, type VoteFormValues, type VoteRequestBody } from './vote-form-values'

type VoteControl = Control<VoteFormValues, unknown, VoteRequestBody>

function ConditionFields(props: { index: number; control: VoteControl }) {
  const { t } = useTranslation('creditDecision')
  const { index, control } = props
  const kind = useWatch({ control, name: `conditions.${index}.kind` })
  const hasValue = kind === 'larger_down_payment' || kind === 'shorter_term'
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormField
        control={control}
        name={`conditions.${index}.kind`}
        namespace="creditDecision"
        idPrefix="condition"
        label={t('committee.vote.conditionKind', { number: index + 1 })}
        options={conditionKinds.map((value) => ({ value, label: t(`committee.conditionKinds.${value}`) }))}
      />
      {hasValue && (
        <FormField
          control={control}
          name={`conditions.${index}.value`}
          namespace="creditDecision"
          idPrefix="condition"
          label={t(kind === 'shorter_term' ? 'committee.vote.months' : 'committee.vote.pesos')}
          inputMode="decimal"
        />
      )}
      <FormField
        control={control}
        name={`conditions.${index}.text`}
        namespace="creditDecision"
        idPrefix="condition"
        label={t('committee.vote.conditionText')}
      />
    </Stack>
  )
}

/** The rejection's reasons, each a checkbox, held as the list of codes the contract takes. */
function ReasonFields({ control }: { control: VoteControl }) {
  const { t } = useTranslation('creditDecision')
  const { fieldText } = useErrorText('creditDecision')
  return (
    <Controller
      control={control}
      name="rejectReasons"
      render={({ field, fieldState }) => (
        <FormGroup aria-label={t('committee.vote.reasons')}>
          {rejectReasonCodes.map((code) => (
            <FormControlLabel
              key={code}
              control={
                <Checkbox
                  checked={field.value.includes(code)}
                  onChange={() =>
                    field.onChange(
                      field.value.includes(code)
                        ? field.value.filter((chosen) => chosen !== code)
                        : [...field.value, code],
                    )
                  }
                />
              }
              label={t(`committee.reasons.${code}`)}
            />
          ))}
          <FormHelperText error>{fieldText(fieldState.error?.message, 'rejectReasons')}</FormHelperText>
        </FormGroup>
      )}
    />
  )
}

/** The caller's vote: approve, approve with conditions (each one recorded) or reject with reasons. */
export function VoteForm({ application }: { application: ApplicationFile }) {
  const { t } = useTranslation('creditDecision')
  const { fieldText } = useErrorText('creditDecision')
  const cast = useCastVote()
  const form = useContractForm(voteFormSchema, { namespace: 'creditDecision', defaultValues: emptyVote() })
  const conditions = useFieldArray({ control: form.control, name: 'conditions' })
  const vote = useWatch({ control: form.control, name: 'vote' })
  const control: VoteControl = form.control

  const onSubmit = form.handleSubmit(async (body) => {
    form.clearServerError()
    try {
      await cast.mutateAsync({ origin: application.origin, id: application.id, ...body })
    } catch (error) {
      form.failWith(error)
    }
  })
  const conditionsError = form.formState.errors.conditions
  const conditionsMessage = conditionsError?.message ?? conditionsError?.root?.message

  return (
    <FormPanel title={t('committee.vote.title')} onSubmit={(event) => void onSubmit(event)}>
      <Stack spacing={2}>
        <FormField
          control={form.control}
          name="vote"
          namespace="creditDecision"
          idPrefix="committee"
          label={t('committee.vote.vote')}
          required
          options={committeeVotes.map((value) => ({ value, label: t(`committee.voteKinds.${value}`) }))}
        />
        {vote === 'approve_with_conditions' && (
          <>
            {conditions.fields.map((item, index) => (
              <ConditionFields key={item.id} index={index} control={control} />
            ))}
            <FormHelperText error>{fieldText(conditionsMessage, 'conditions')}</FormHelperText>
            <Button
              sx={{ alignSelf: 'flex-start' }}
              onClick={() => conditions.append({ kind: '', value: '', text: '' })}
              disabled={conditions.fields.length >= 10}
            >
              {t('committee.vote.addCondition')}
            </Button>
          </>
        )}
        {vote === 'reject' && <ReasonFields control={control} />}
        <FormField
          control={form.control}
          name="notes"
          namespace="creditDecision"
          idPrefix="committee"
          label={t('committee.vote.notes')}
          multiline
          maxLength={2000}
        />
      </Stack>
      <FormEnd message={form.serverError} label={t('committee.vote.submit')} disabled={cast.isPending} />
    </FormPanel>
  )
}
