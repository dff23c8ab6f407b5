import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import {
  committeeVotes,
  conditionKinds,
  rejectReasonCodes,
  type CommitteeVote,
  type ConditionKind,
  type RejectReasonCode,
} from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApplicationFile } from '../../../lib/application-file'
import { ChoiceField, DeskForm, FormEnd, LongTextField, useDeskErrors } from '../../../components/desk-fields'
import { useCastVote } from '../api/cast-vote'

interface ConditionDraft {
  kind: ConditionKind
  /** Pesos for a larger down payment, months for a shorter term, as typed. */
  value: string
  text: string
}

/** A condition's value as the API takes it: centavos or months; none for the other kinds. */
const valueOf = ({ kind, value }: ConditionDraft) => {
  if (kind !== 'larger_down_payment' && kind !== 'shorter_term') return null
  const number = Number(value.replace(/[\s,$]/g, ''))
  if (value.trim() === '' || !Number.isFinite(number)) return null
  return kind === 'larger_down_payment' ? Math.round(number * 100) : number
}

function ConditionFields(props: {
  index: number
  draft: ConditionDraft
  onChange: (draft: ConditionDraft) => void
  error: (field: string) => string | undefined
}) {
  const { t } = useTranslation('creditDecision')
  const { index, draft } = props
  const hasValue = draft.kind === 'larger_down_payment' || draft.kind === 'shorter_term'
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <ChoiceField
        id={`condition-kind-${index}`}
        label={t('committee.vote.conditionKind', { number: index + 1 })}
        value={draft.kind}
        options={conditionKinds.map((kind) => ({
          value: kind,
          label: t(`committee.conditionKinds.${kind}`),
        }))}
        onChange={(kind) => props.onChange({ ...draft, kind: kind as ConditionKind })}
      />
      {hasValue && (
        <TextField
          fullWidth
          id={`condition-value-${index}`}
          label={t(draft.kind === 'shorter_term' ? 'committee.vote.months' : 'committee.vote.pesos')}
          value={draft.value}
          inputMode="decimal"
          onChange={(event) => props.onChange({ ...draft, value: event.target.value })}
          error={Boolean(props.error(`conditions.${index}.value`))}
          helperText={props.error(`conditions.${index}.value`)}
        />
      )}
      <TextField
        fullWidth
        id={`condition-text-${index}`}
        label={t('committee.vote.conditionText')}
        value={draft.text}
        onChange={(event) => props.onChange({ ...draft, text: event.target.value })}
        error={Boolean(props.error(`conditions.${index}.text`))}
        helperText={props.error(`conditions.${index}.text`)}
      />
    </Stack>
  )
}

/** The caller's vote: approve, approve with conditions (each one recorded) or reject with reasons. */
export function VoteForm({ application }: { application: ApplicationFile }) {
  const { t } = useTranslation('creditDecision')
  const cast = useCastVote()
  const errors = useDeskErrors('creditDecision')
  const [vote, setVote] = useState<CommitteeVote>('approve')
  const [conditions, setConditions] = useState<ConditionDraft[]>([{ kind: 'co_signer', value: '', text: '' }])
  const [reasons, setReasons] = useState<RejectReasonCode[]>([])
  const [notes, setNotes] = useState('')

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault()
    errors.clear()
    try {
      await cast.mutateAsync({
        origin: application.origin,
        id: application.id,
        vote,
        conditions:
          vote === 'approve_with_conditions'
            ? conditions.map((draft) => ({ kind: draft.kind, value: valueOf(draft), text: draft.text }))
            : [],
        rejectReasons: vote === 'reject' ? reasons : [],
        notes,
      })
    } catch (error) {
      errors.fail(error)
    }
  }
  const toggle = (code: RejectReasonCode) =>
    setReasons((current) => (current.includes(code) ? current.filter((c) => c !== code) : [...current, code]))

  return (
    <DeskForm title={t('committee.vote.title')} onSubmit={onSubmit}>
      <Stack spacing={2}>
        <ChoiceField
          id="committee-vote"
          label={t('committee.vote.vote')}
          value={vote}
          options={committeeVotes.map((value) => ({ value, label: t(`committee.voteKinds.${value}`) }))}
          onChange={(value) => setVote(value as CommitteeVote)}
          error={errors.fieldError('vote')}
        />
        {vote === 'approve_with_conditions' && (
          <>
            {conditions.map((draft, index) => (
              <ConditionFields
                key={index}
                index={index}
                draft={draft}
                error={errors.fieldError}
                onChange={(next) => setConditions((all) => all.map((item, i) => (i === index ? next : item)))}
              />
            ))}
            <FormHelperText error>{errors.fieldError('conditions')}</FormHelperText>
            <Button
              sx={{ alignSelf: 'flex-start' }}
              onClick={() => setConditions((all) => [...all, { kind: 'other', value: '', text: '' }])}
              disabled={conditions.length >= 10}
            >
              {t('committee.vote.addCondition')}
            </Button>
          </>
        )}
        {vote === 'reject' && (
          <FormGroup aria-label={t('committee.vote.reasons')}>
            {rejectReasonCodes.map((code) => (
              <FormControlLabel
                key={code}
                control={<Checkbox checked={reasons.includes(code)} onChange={() => toggle(code)} />}
                label={t(`committee.reasons.${code}`)}
              />
            ))}
            <FormHelperText error>{errors.fieldError('rejectReasons')}</FormHelperText>
          </FormGroup>
        )}
      </Stack>
      <LongTextField
        id="committee-notes"
        label={t('committee.vote.notes')}
        value={notes}
        onChange={setNotes}
        error={errors.fieldError('notes')}
      />
      <FormEnd message={errors.message} label={t('committee.vote.submit')} disabled={cast.isPending} />
    </DeskForm>
  )
}
