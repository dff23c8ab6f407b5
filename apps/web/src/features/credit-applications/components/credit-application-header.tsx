import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Step from '@mui/material/Step'
import StepLabel from '@mui/material/StepLabel'
import Stepper from '@mui/material/Stepper'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { mayTakeCreditApplication, workingStages } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../../lib/use-session'
import { OwnerAvatar, TimeInStage } from './credit-application-columns'
import { formatMoney } from '../../../lib/format'
import { useErrorText } from '../../../lib/error-text'
import type { Problem } from '../../../components/form/refusal'
import { StageChip } from './stage-chip'
import { AssignButton } from './assign-button'
import { TakeButton } from './take-button'
import type { TransitionOption } from './transition-dialog'
import type { ApplicationFile } from '../../../lib/application-file'

interface Props {
  application: ApplicationFile
  onMove: (option: TransitionOption) => void
  onTaken: (outcome: { ok: true; assigned?: boolean } | { ok: false; problem: Problem }) => void
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Box sx={{ typography: 'body1' }}>{children}</Box>
    </Box>
  )
}

/** Folio, applicant, product, amount, ally, the stage stepper, the owner and the allowed moves. */
export function ApplicationHeader({ application, onMove, onTaken }: Props) {
  const { t } = useTranslation('applications')
  const { guardText } = useErrorText('applications')
  const { userData, rules } = useSession()
  const activeStep = workingStages.indexOf(application.stage as (typeof workingStages)[number])
  const closed = activeStep < 0
  const mayWork = application.allowedTransitions.length > 0
  const mayReassign = mayWork && !closed && mayTakeCreditApplication(rules, application.owner, userData?.id)
  return (
    <Card sx={{ mb: 3 }}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
          <Typography variant="h4" component="h1">
            {t('detail.title', { folio: application.folio })}
          </Typography>
          <StageChip stage={application.stage} size="medium" />
          <Box sx={{ flex: 1 }} />
          {application.allowedTransitions.map((option) => {
            const blocked = option.blockedBy.length > 0
            const button = (
              <span key={option.transition}>
                <Button
                  variant={option.transition === 'advance' ? 'contained' : 'outlined'}
                  color={
                    option.transition === 'advance'
                      ? 'primary'
                      : option.transition === 'return'
                        ? 'inherit'
                        : 'error'
                  }
                  disabled={blocked}
                  onClick={() => onMove(option)}
                >
                  {option.transition === 'advance'
                    ? t('transitions.advanceTo', { stage: t(`stages.${option.to}`) })
                    : t(`transitions.${option.transition}`)}
                </Button>
              </span>
            )
            return blocked ? (
              <Tooltip
                key={option.transition}
                title={option.blockedBy.map((guard) => guardText(guard)).join(' · ')}
              >
                {button}
              </Tooltip>
            ) : (
              button
            )
          })}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mb: 2 }}>
          <Fact label={t('columns.applicant')}>{application.applicantName}</Fact>
          <Fact label={t('columns.product')}>{t(`products.${application.origin}`)}</Fact>
          <Fact label={t('columns.amount')}>{formatMoney(application.requestedAmountCents)}</Fact>
          <Fact label={t('columns.ally')}>{application.allyName}</Fact>
          <Fact label={t('columns.timeInStage')}>
            <TimeInStage row={application} />
          </Fact>
          <Fact label={t('columns.owner')}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <OwnerAvatar owner={application.owner} />
              {mayReassign && application.owner?.id !== userData?.id && (
                <TakeButton
                  origin={application.origin}
                  id={application.id}
                  folio={application.folio}
                  version={application.version}
                  onDone={onTaken}
                />
              )}
              {mayReassign && (
                <AssignButton
                  origin={application.origin}
                  id={application.id}
                  folio={application.folio}
                  version={application.version}
                  currentOwnerId={application.owner?.id ?? null}
                  onDone={onTaken}
                />
              )}
            </Box>
          </Fact>
        </Box>
        {application.allowedTransitions.some(
          (option) => option.transition === 'advance' && option.blockedBy.length,
        ) ? (
          <Box role="status" sx={{ mb: 2 }}>
            <Typography variant="body2" color="warning.main" component="div">
              {t('transitions.blocked')}
            </Typography>
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {application.allowedTransitions
                .find((option) => option.transition === 'advance')!
                .blockedBy.map((guard) => (
                  <li key={guard}>
                    <Typography variant="body2">{guardText(guard)}</Typography>
                  </li>
                ))}
            </ul>
          </Box>
        ) : null}
        {closed ? (
          <Typography color="text.secondary">
            {t('detail.closed', { stage: t(`stages.${application.stage}`) })}
            {application.closedReason ? ` — ${application.closedReason}` : ''}
          </Typography>
        ) : (
          // Scrolls sideways on a phone: focusable so keyboard users can scroll it (axe scrollable-region-focusable).
          <Box sx={{ overflowX: 'auto', pb: 1 }} tabIndex={0} role="region" aria-label={t('detail.stepper')}>
            <Stepper
              activeStep={activeStep}
              alternativeLabel
              aria-label={t('detail.stepper')}
              sx={{ minWidth: 880 }}
            >
              {workingStages.map((stage) => (
                <Step key={stage}>
                  <StepLabel>{t(`stages.${stage}`)}</StepLabel>
                </Step>
              ))}
            </Stepper>
          </Box>
        )}
      </CardContent>
    </Card>
  )
}
