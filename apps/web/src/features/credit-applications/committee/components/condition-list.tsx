import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { mayAuthoriseTerms, type CommitteeOutcome, type DecisionCondition } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../../../lib/use-session'
import type { ApplicationFile } from '../../../../lib/application-file'
import { formatDateTime, formatMoney } from '../../../../lib/format'
import { FormEnd, LongTextField, useDeskErrors } from '../../../../components/desk-fields'
import { useMarkConditionMet } from '../api/mark-condition-met'

/** A condition in words: its kind, its value (pesos or months) and its text. */
export function useConditionText() {
  const { t } = useTranslation('applications')
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
  const { t } = useTranslation('applications')
  const mark = useMarkConditionMet()
  const errors = useDeskErrors('applications')
  const [evidence, setEvidence] = useState('')
  const text = useConditionText()
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault()
    errors.clear()
    try {
      await mark.mutateAsync({
        origin: props.application.origin,
        id: props.application.id,
        conditionId: props.condition.id,
        evidence,
        version: props.condition.version,
      })
      props.onClose()
    } catch (error) {
      errors.fail(error)
    }
  }
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby="condition-met-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="condition-met-title">{t('committee.conditions.markMet')}</DialogTitle>
        <DialogContent dividers>
          <Typography>{text(props.condition)}</Typography>
          <LongTextField
            id="condition-evidence"
            label={t('committee.conditions.evidence')}
            value={evidence}
            onChange={setEvidence}
            error={errors.fieldError('evidence')}
          />
          <FormEnd
            message={errors.message}
            label={t('committee.conditions.confirmMet')}
            disabled={mark.isPending}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('actions.cancel')}</Button>
        </DialogActions>
      </form>
    </Dialog>
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
  const { t, i18n } = useTranslation('applications')
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
