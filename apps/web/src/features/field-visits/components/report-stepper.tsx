import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Step from '@mui/material/Step'
import StepContent from '@mui/material/StepContent'
import StepLabel from '@mui/material/StepLabel'
import Stepper from '@mui/material/Stepper'
import type { Booking, VisitPhoto } from '@mesa/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useContractForm } from '../../../components/form'
import { HttpError } from '../../../lib/http'
import { newIdempotencyKey } from '../../../lib/idempotency-key'
import { visitKeys } from '../api/keys'
import { captureChanges, sendNow } from '../offline/outbox'
import { visitStore, type CapturedVisit } from '../offline/visit-store'
import { PhotoStep } from './photo-step'
import { ReportFields, reportFields, reportSteps, stepOfField } from './report-fields'
import { blankReport, reportFormSchema, type ReportDraft } from './report-form-values'

interface Props {
  userId: number
  booking: Booking
  /** What the phone kept of this visit: the draft and its step, the photos taken. */
  capture: CapturedVisit | null
  photos: VisitPhoto[]
  /** While this form sends its report (the page keeps it on screen whatever the capture's state). */
  onSending: (sending: boolean) => void
}

const blankCapture = (userId: number, booking: Booking): CapturedVisit => ({
  bookingId: booking.id,
  userId,
  booking,
  draft: blankReport(),
  step: 0,
  photos: [],
  report: null,
  reportKey: newIdempotencyKey(),
  state: 'draft',
  reason: null,
  updatedAt: new Date().toISOString(),
})

/**
 * The seven steps of the visit report (issue 14), kept on the phone as they are filled (issue 39): every
 * change is stored at once, so a reload, an update of the app or a lost signal loses nothing; "Enviar
 * reporte" stores the report and sends it when it can (saved on the phone until then).
 */
export function ReportStepper({ userId, booking, capture, photos, onSending }: Props) {
  const { t } = useTranslation('fieldVisits')
  const client = useQueryClient()
  const form = useContractForm(reportFormSchema(booking.version), {
    namespace: 'fieldVisits',
    defaultValues: capture?.draft ?? blankReport(),
  })
  const [active, setActive] = useState(capture?.step ?? 0)
  // Some field was refused (here or by the server): the alert asks to check the marked fields.
  const [refused, setRefused] = useState(false)
  useEffect(() => {
    if (!capture) void visitStore.saveCapture(blankCapture(userId, booking)).then(captureChanges.notify)
    // Only once, when the form first opens on this phone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  useEffect(() => {
    const subscription = form.watch((values) => {
      void visitStore.updateCapture(booking.id, (current) => ({ ...current, draft: values as ReportDraft }))
    })
    return () => subscription.unsubscribe()
  }, [form, booking.id])
  useEffect(() => {
    void visitStore.updateCapture(booking.id, (current) => ({ ...current, step: active }))
  }, [active, booking.id])

  const last = reportSteps.length - 1
  const errors = form.formState.errors
  const stepRefused = (step: (typeof reportSteps)[number]) =>
    reportFields.some((field) => stepOfField[field] === step && errors[field] !== undefined)
  /** Opens the first step with a refused field. */
  const openRefused = () => {
    const field = reportFields.find((name) => form.getFieldState(name).invalid)
    if (field) setActive(reportSteps.indexOf(stepOfField[field]))
  }
  const submit = form.handleSubmit(
    async (body) => {
      form.clearServerError()
      setRefused(false)
      onSending(true)
      try {
        await visitStore.updateCapture(booking.id, (current) => ({
          ...current,
          draft: form.getValues(),
          report: body,
          reportKey: newIdempotencyKey(),
          state: 'saved',
          reason: null,
        }))
        const outcome = await sendNow(userId, booking.id)
        if ('detail' in outcome) {
          client.setQueryData(visitKeys.visit(booking.id), { data: outcome.detail, keptAt: null })
          void client.invalidateQueries({ queryKey: visitKeys.mine() })
        } else if (outcome.error instanceof HttpError && outcome.error.status === 400) {
          const placed = form.failWith(outcome.error)
          setRefused(placed)
          if (placed) openRefused()
        }
      } finally {
        onSending(false)
      }
    },
    () => {
      form.clearServerError()
      setRefused(true)
      openRefused()
    },
  )
  const message = refused ? t('form.fixFields') : form.serverError

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('form.formLabel')}
      onSubmit={(event) => void submit(event)}
    >
      <Stepper activeStep={active} orientation="vertical" nonLinear>
        {reportSteps.map((step, index) => (
          <Step key={step}>
            <StepLabel onClick={() => setActive(index)} sx={{ cursor: 'pointer' }} error={stepRefused(step)}>
              {t(`steps.${step}`)}
            </StepLabel>
            <StepContent slotProps={{ transition: { unmountOnExit: true } }}>
              <Box sx={{ pt: 1 }}>
                {step === 'photos' ? (
                  <PhotoStep
                    userId={userId}
                    bookingId={booking.id}
                    stored={photos}
                    captured={capture?.photos ?? []}
                  />
                ) : (
                  <ReportFields step={step} control={form.control} />
                )}
              </Box>
              {index === last && message && (
                <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                  {message}
                </Alert>
              )}
              <Box sx={{ mt: 2, display: 'flex', gap: 1 }}>
                {index > 0 && <Button onClick={() => setActive(index - 1)}>{t('form.previous')}</Button>}
                {index < last ? (
                  <Button variant="contained" onClick={() => setActive(index + 1)}>
                    {t('form.next')}
                  </Button>
                ) : (
                  <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
                    {t('form.submit')}
                  </Button>
                )}
              </Box>
            </StepContent>
          </Step>
        ))}
      </Stepper>
      {message && active !== last && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {message}
        </Alert>
      )}
    </Box>
  )
}
