import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import LinearProgress from '@mui/material/LinearProgress'
import Step from '@mui/material/Step'
import StepContent from '@mui/material/StepContent'
import StepLabel from '@mui/material/StepLabel'
import Stepper from '@mui/material/Stepper'
import Typography from '@mui/material/Typography'
import type { VisitPhoto } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useParams } from 'react-router'
import { ScreenHeader } from '../../../components/list-screen'
import { useContractForm } from '../../../components/form'
import { useVisit } from '../api/get-visit'
import { useSaveReport } from '../api/save-report'
import { formatVisitTime, mapLink } from '../components/local-time'
import { PhotoStep } from '../components/photo-step'
import { ReportFields, reportFields, reportSteps, stepOfField } from '../components/report-fields'
import { blankReport, reportFormSchema } from '../components/report-form-values'

/** /apps/visitas/mis-visitas/:bookingId: the visit form, step by step, for the agent's phone. */
export function Component() {
  const { t, i18n } = useTranslation('fieldVisits')
  const bookingId = Number(useParams().bookingId)
  const visit = useVisit(bookingId)
  if (visit.isPending) return <LinearProgress aria-label={t('form.loading')} />
  if (visit.isError) return <Alert severity="error">{t('form.notFound')}</Alert>
  const { booking, report, photos } = visit.data
  const closed = booking.status === 'done' || booking.status === 'cancelled'
  // The server takes the report and photos from the slot's start on (409 visit_not_started before).
  const notStarted = !closed && Date.parse(booking.startsAt) > Date.now()
  return (
    <>
      <ScreenHeader title={t('form.title', { folio: booking.application.folio })} />
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Typography>{booking.application.applicantName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {booking.address}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, mt: 1 }}>
            <Button href={mapLink(booking.address)} target="_blank" rel="noopener noreferrer" sx={{ px: 0 }}>
              {t('agenda.map')}
            </Button>
            {booking.application.phone && (
              <Button href={`tel:${booking.application.phone}`} sx={{ px: 0 }}>
                {t('agenda.call', { phone: booking.application.phone })}
              </Button>
            )}
          </Box>
        </CardContent>
      </Card>
      {notStarted ? (
        <Alert severity="info" data-testid="visit-not-started">
          {t('form.notStarted', { date: formatVisitTime(booking.startsAt, i18n.language) })}
        </Alert>
      ) : closed ? (
        <Alert severity={report ? 'success' : 'warning'}>
          {report ? t('form.sent', { verdict: t(`verdicts.${report.verdict}`) }) : t('form.cancelled')}
        </Alert>
      ) : (
        <ReportStepper bookingId={bookingId} version={booking.version} photos={photos} />
      )}
      <Button component={RouterLink} to="/apps/visitas/mis-visitas" sx={{ mt: 2 }}>
        {t('form.back')}
      </Button>
    </>
  )
}

function ReportStepper(props: { bookingId: number; version: number; photos: VisitPhoto[] }) {
  const { t } = useTranslation('fieldVisits')
  const save = useSaveReport(props.bookingId)
  const form = useContractForm(reportFormSchema(props.version), {
    namespace: 'fieldVisits',
    defaultValues: blankReport(),
  })
  const [active, setActive] = useState(0)
  // Some field was refused (here or by the server): the alert asks to check the marked fields.
  const [refused, setRefused] = useState(false)
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
      try {
        await save.mutateAsync(body)
      } catch (failure) {
        const placed = form.failWith(failure)
        setRefused(placed)
        if (placed) openRefused()
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
                  <PhotoStep bookingId={props.bookingId} stored={props.photos} />
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
