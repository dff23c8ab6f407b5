import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import {
  conditionMetRequestSchema,
  mayAuthoriseTerms,
  type CommitteeOutcome,
  type DecisionCondition,
} from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../../lib/use-session'
import type { ApplicationFile } from '../../../lib/application-file'
import { formatDateTime, formatMoney } from '../../../lib/format'
import { FormField, useContractForm } from '../../../components/form'
import { FormDialog } from '../../../components/form-dialog'
import { useMarkConditionMet } from '../api/mark-condition-met'

/** A condition in words: its kind, its value (pesos or months) and its text. */
export function useConditionText() {
  const { t } = useTranslation('creditDecision')
  return (condition: Pick<DecisionCondition, 'kind' | 'value' | 'text'>) => {
    const value =
      condition.value === null
        ? ''
        : condition.kind === 'larger_down_payment'
          ? formatMoney(condition.value)
          : condition.kind === 'shorter_term'
            ? t('committee.vote.monthsValue', { count: condition.value })
            : ''
    return [t(`committee.conditionKinds.${condition.kind}`), value, condition.text]
      .filter(Boolean)
      .join(' · ')
  }
}

function MetDialog(props: {
  application: ApplicationFile
  condition: DecisionCondition
  onClose: () => void
}) {
  const { t } = useTranslation('creditDecision')
  const mark = useMarkConditionMet()
  const text = useConditionText()
  const form = useContractForm(conditionMetRequestSchema, {
    namespace: 'creditDecision',
    defaultValues: { evidence: '', version: props.condition.version },
  })
  const onSubmit = form.handleSubmit(async (body) => {
    form.clearServerError()
    try {
      await mark.mutateAsync({
        origin: props.application.origin,
        id: props.application.id,
        conditionId: props.condition.id,
        ...body,
      })
      props.onClose()
    } catch (error) {
      form.failWith(error)
    }
  })
  return (
    <FormDialog
      open
      title={t('committee.conditions.markMet')}
      submitLabel={t('committee.conditions.confirmMet')}
      busy={mark.isPending}
      error={form.serverError}
      onSubmit={(event) => void onSubmit(event)}
      onClose={props.onClose}
    >
      <Typography sx={{ mb: 2 }}>{text(props.condition)}</Typography>
      <FormField
        control={form.control}
        name="evidence"
        namespace="creditDecision"
        idPrefix="condition"
        label={t('committee.conditions.evidence')}
        multiline
        maxLength={2000}
      />
    </FormDialog>
  )
}

/**
 * The conditions the votes set. Those of a decision approved with conditions must be met before the terms
 * are authorised: each with who met it, when and the evidence.
 */
export function ConditionList(props: {
  application: ApplicationFile
  conditions: DecisionCondition[]
  binding: CommitteeOutcome | undefined
}) {
  const { t, i18n } = useTranslation('creditDecision')
  const { rules } = useSession()
  const text = useConditionText()
  const [marking, setMarking] = useState<DecisionCondition | null>(null)
  const binds = props.binding === 'approved_with_conditions'
  const { stage } = props.application
  const mayMark =
    binds &&
    (stage === 'deliberacion' || stage === 'autorizacion') &&
    mayAuthoriseTerms(rules, props.application.origin)
  return (
    <>
      <Typography variant="subtitle1" component="h3">
        {t('committee.conditions.title')}
      </Typography>
      <List dense aria-label={t('committee.conditions.title')}>
        {props.conditions.map((condition) => (
          <ListItem key={condition.id} divider sx={{ gap: 1, flexWrap: 'wrap' }}>
            <ListItemText
              primary={text(condition)}
              secondary={
                condition.met
                  ? t('committee.conditions.metBy', {
                      name: condition.met.by?.fullName ?? '—',
                      date: formatDateTime(condition.met.at, i18n.language),
                      evidence: condition.met.evidence,
                    })
                  : t('committee.conditions.proposedBy', { name: condition.proposedBy?.fullName ?? '—' })
              }
            />
            {condition.met ? (
              <Chip size="small" color="success" label={t('committee.conditions.met')} />
            ) : mayMark ? (
              <Button size="small" variant="outlined" onClick={() => setMarking(condition)}>
                {t('committee.conditions.markMet')}
              </Button>
            ) : (
              <Chip
                size="small"
                variant="outlined"
                label={t(binds ? 'committee.conditions.pending' : 'committee.conditions.notBinding')}
              />
            )}
          </ListItem>
        ))}
      </List>
      {marking && (
        <MetDialog application={props.application} condition={marking} onClose={() => setMarking(null)} />
      )}
    </>
  )
}
