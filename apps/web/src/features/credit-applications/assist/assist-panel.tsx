import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Step from '@mui/material/Step'
import StepButton from '@mui/material/StepButton'
import StepContent from '@mui/material/StepContent'
import Stepper from '@mui/material/Stepper'
import Typography from '@mui/material/Typography'
import { rulesAllow, type AbilityRule } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../lib/error-text'
import type { ApplicationFile } from '../../../lib/application-file'
import { DocumentsPanel } from '../components/documents-panel'
import { ReferencesPanel } from '../components/references-panel'
import { SectionPanel } from '../components/section-panel'

const steps = ['applicant', 'address', 'work', 'finance', 'references', 'product', 'documents'] as const
type AssistStep = (typeof steps)[number]

/** Whether a step holds what captura needs (the same rules as the file_complete / documents_uploaded guards). */
function stepDone(application: ApplicationFile, step: AssistStep) {
  if (step === 'references') return application.references.length >= 2
  if (step === 'documents')
    return application.checklist.every(
      (item) => !item.required || ['pending', 'approved'].includes(item.status),
    )
  if (step === 'applicant' || step === 'product') return true
  return application[step] !== null
}

/** The assist is for ally sellers while the application is in captura (the API checks the same). */
export const mayUseAssist = (rules: readonly AbilityRule[], application: ApplicationFile) =>
  application.stage === 'captura' &&
  rulesAllow(rules, { action: 'update', subject: `${application.origin}_assist` })

/**
 * {product}Assist: the guided capture for ally sellers, one section per step. Each step is the info tab's
 * own form (same schema, same PUT section call): a step is left only once it saved and validated.
 */
export function AssistPanel({
  application,
  onReload,
}: {
  application: ApplicationFile
  onReload: () => void
}) {
  const { t } = useTranslation('applications')
  const { guardText } = useErrorText('applications')
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      steps.findIndex((step) => !stepDone(application, step)),
    ),
  )
  const next = () => setActive((current) => Math.min(current + 1, steps.length - 1))
  const advance = application.allowedTransitions.find((option) => option.transition === 'advance')
  return (
    <Box>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('assist.title', { product: t(`products.${application.origin}`) })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('assist.intro')}
      </Typography>
      <Stepper activeStep={active} orientation="vertical" nonLinear>
        {steps.map((step, index) => (
          <Step key={step} completed={stepDone(application, step)}>
            <StepButton onClick={() => setActive(index)}>{t(`tabs.${step}`)}</StepButton>
            <StepContent>
              {step === 'references' ? (
                <ReferencesPanel
                  key={application.version}
                  application={application}
                  onReload={onReload}
                  onSaved={next}
                />
              ) : step === 'documents' ? (
                <DocumentsPanel application={application} />
              ) : (
                <SectionPanel
                  key={`${step}-${application.version}`}
                  application={application}
                  section={step}
                  onReload={onReload}
                  onSaved={next}
                />
              )}
              <Box sx={{ mt: 2, display: 'flex', gap: 1 }}>
                <Button disabled={index === 0} onClick={() => setActive(index - 1)}>
                  {t('assist.back')}
                </Button>
                {index < steps.length - 1 && (
                  <Button onClick={next} disabled={!stepDone(application, step)}>
                    {t('assist.next')}
                  </Button>
                )}
              </Box>
            </StepContent>
          </Step>
        ))}
      </Stepper>
      {advance && (
        <Alert
          severity={advance.blockedBy.length ? 'info' : 'success'}
          sx={{ mt: 2 }}
          data-testid="assist-status"
        >
          {advance.blockedBy.length ? t('assist.pending') : t('assist.ready')}
          {advance.blockedBy.length > 0 && (
            <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
              {advance.blockedBy.map((guard) => (
                <li key={guard}>{guardText(guard)}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
    </Box>
  )
}
