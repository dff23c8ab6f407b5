import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { advanceDataSchemas, workingStages, type Stage, type WorkingStage } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { useTransitionApplication } from '../api/transition-credit-application'
import { payloadSchema, toPayload, type FieldSpec, type FormTexts } from './field-specs'
import { useContractForm } from '../../../components/form'
import { useErrorText } from '../../../lib/error-text'
import { ProblemAlert } from './problem-alert'
import { readProblem, type Problem } from '../../../components/form/refusal'
import { SpecFields } from './spec-fields'
import { withOrigin } from '../api/get-credit-application'
import type { ApplicationFile } from '../../../lib/application-file'

export const isWorkingStageName = (stage: Stage): stage is WorkingStage =>
  (workingStages as readonly string[]).includes(stage)

export type TransitionOption = ApplicationFile['allowedTransitions'][number]

/** What each stage records when it advances (advanceDataSchemas), as form fields. */
export const advanceSpecs: Record<WorkingStage, FieldSpec[]> = {
  captura: [],
  analisis: [{ name: 'opinion', kind: 'textarea' }],
  validacion: [],
  // The visit's report and the analyst's validation are their own records (field-visit tab).
  visita: [],
  // The committee votes in the deliberation tab; the gate committee_decided guards the move.
  deliberacion: [],
  autorizacion: [],
  // The contract is generated and signed in the contract tab; the gate contract_signed guards the move.
  contrato: [],
  // The funder's line and the SPEI disbursement are recorded in /apps/fondeos/solicitudes; the gate funded guards the move.
  fondeo: [],
  // The policy is quoted and bound in /apps/fondeos/poliza; the gate policy_bound guards the move.
  poliza: [],
  activo: [],
}

const reasonSpec: FieldSpec = { name: 'reason', kind: 'textarea' }
const reasonSchema = z.object({ reason: z.string().trim().min(3, 'Say why').max(2000) })

interface Props {
  application: ApplicationFile
  option: TransitionOption
  onClose: () => void
  onDone: (detail: ApplicationFile) => void
  onReload?: () => void
}

/** Confirms a move: the advance's data form or the reason of a return, rejection or cancellation. */
export function TransitionDialog({ application, option, onClose, onDone, onReload }: Props) {
  const { t } = useTranslation('applications')
  const { guardText } = useErrorText('applications')
  const move = useTransitionApplication()
  const [problem, setProblem] = useState<Problem | null>(null)
  const stage = isWorkingStageName(application.stage) ? application.stage : null
  const advance = option.transition === 'advance'
  const specs = advance && stage ? advanceSpecs[stage] : option.needsReason ? [reasonSpec] : []
  // Any move's schema: the form is the same for each, what it sends is the move's.
  const schema: z.ZodType<Record<string, unknown>> =
    advance && stage ? advanceDataSchemas[stage] : option.needsReason ? reasonSchema : z.object({})
  const form = useContractForm(
    payloadSchema(schema, (values: FormTexts) => toPayload(specs, values)),
    { namespace: 'applications', defaultValues: {} },
  )

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null)
    const { reason, ...data } = values
    try {
      const detail = await move.mutateAsync({
        origin: application.origin,
        id: application.id,
        transition: option.transition,
        reason: typeof reason === 'string' ? reason : undefined,
        data: advance ? data : {},
        version: application.version,
      })
      onDone(withOrigin(detail, application.origin))
    } catch (error) {
      setProblem(
        readProblem(error, (field, message) => {
          const name = field.replace(/^data\./, '')
          if (!specs.some((spec) => spec.name === name)) return false
          form.setError(name, { message })
          return true
        }),
      )
    }
  })

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="transition-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="transition-title">
          {t(`transitions.${option.transition}`)} ·{' '}
          {t('transitions.toStage', { stage: t(`stages.${option.to}`) })}
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <Typography>
              {t('transitions.confirm', {
                folio: application.folio,
                from: t(`stages.${application.stage}`),
                to: t(`stages.${option.to}`),
              })}
            </Typography>
            {option.blockedBy.length > 0 && (
              <Alert severity="warning">
                {t('transitions.blocked')}
                <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
                  {option.blockedBy.map((guard) => (
                    <li key={guard}>{guardText(guard)}</li>
                  ))}
                </ul>
              </Alert>
            )}
            <ProblemAlert problem={problem} onReload={onReload} />
            {specs.length > 0 && (
              <SpecFields control={form.control} specs={specs} group={advance ? 'advance' : 'transition'} />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            color={option.transition === 'advance' ? 'primary' : 'error'}
            disabled={form.formState.isSubmitting}
          >
            {t(`transitions.${option.transition}`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
