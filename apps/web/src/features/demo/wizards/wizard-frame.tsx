import { toNestErrors } from '@hookform/resolvers'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Step from '@mui/material/Step'
import StepLabel from '@mui/material/StepLabel'
import Stepper from '@mui/material/Stepper'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useRef, useState } from 'react'
import { useForm, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { FieldGrid, type GridFieldSpec } from '../../../components/form'
import { ScreenHeader } from '../../../components/list-screen'
import { DemoBanner } from '../components/demo-banner'

/** One step of a demo wizard: its fields and the zod schema that must pass before the next step opens. */
export interface WizardStep<T extends FieldValues> {
  name: string
  schema: z.ZodType<unknown, FieldValues>
  /** The step's fields, or a function of the values when one choice shows other fields. */
  fields: readonly GridFieldSpec<T>[] | ((values: T) => readonly GridFieldSpec<T>[])
}

interface WizardFrameProps<T extends FieldValues> {
  /** i18n key prefix in the demo namespace: `<prefix>.title`, `.steps.<name>`, `.fields.<name>`, ... */
  prefix: string
  steps: readonly WizardStep<T>[]
  initialValues: T
  /** The heading's key when it is not `<prefix>.title`. */
  titleKey?: string
  /** Steps across the top (default) or down the side. */
  orientation?: 'horizontal' | 'vertical'
  /** The last step: what will be submitted, read from the steps' parsed values. */
  summary: (values: T) => ReactNode
  /** What the final button's success says. */
  doneText: (values: T) => string
}

/**
 * The demo wizards' frame (create-deal, property-listing): a stepper over one react-hook-form whose resolver is
 * the current step's schema, so "Next" opens the following step only when the fields of this one pass; the
 * last step shows the summary and the submit. Nothing here is saved: the banner says it is sample data.
 */
export function WizardFrame<T extends FieldValues>(props: WizardFrameProps<T>) {
  const { t } = useTranslation('demo')
  const [active, setActive] = useState(0)
  const [done, setDone] = useState(false)
  const current = useRef(0)
  current.current = active
  // The step's schema checks only its own fields; the form keeps every step's values as typed.
  const stepResolver: Resolver<T> = async (values, _context, options) => {
    const step = props.steps[current.current]
    if (!step) return { values, errors: {} }
    const checked = await step.schema.safeParseAsync(values)
    if (checked.success) return { values, errors: {} }
    const flat: FieldErrors = {}
    for (const issue of checked.error.issues)
      flat[issue.path.join('.')] ??= { type: issue.code, message: issue.message }
    return { values: {}, errors: toNestErrors(flat, options) }
  }
  const form = useForm<T>({ resolver: stepResolver, defaultValues: props.initialValues as never })
  const onSummary = active === props.steps.length
  const values = form.watch()
  const step = props.steps[active]
  const fields = step && (typeof step.fields === 'function' ? step.fields(values) : step.fields)
  const names = [...props.steps.map((step) => step.name), 'summary']

  const next = form.handleSubmit(() => {
    if (onSummary) setDone(true)
    else setActive(active + 1)
  })

  return (
    <>
      <ScreenHeader title={t(props.titleKey ?? `${props.prefix}.title`)} />
      <DemoBanner />
      <Card>
        <CardContent>
          <Stepper
            activeStep={done ? names.length : active}
            orientation={props.orientation ?? 'horizontal'}
            alternativeLabel={props.orientation !== 'vertical'}
            sx={{ mb: 4 }}
          >
            {names.map((name) => (
              <Step key={name}>
                <StepLabel>{t(`${props.prefix}.steps.${name}`)}</StepLabel>
              </Step>
            ))}
          </Stepper>
          {done ? (
            <Alert severity="success">{props.doneText(form.getValues())}</Alert>
          ) : (
            <Box component="form" noValidate onSubmit={(event) => void next(event)}>
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                {t(`${props.prefix}.steps.${names[active]}`)}
              </Typography>
              {onSummary || !fields ? (
                props.summary(form.getValues())
              ) : (
                <FieldGrid
                  key={active}
                  control={form.control}
                  namespace="demo"
                  idPrefix={props.prefix}
                  breakpoint="md"
                  fields={fields}
                />
              )}
              <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 3 }}>
                <Button disabled={active === 0} onClick={() => setActive(active - 1)}>
                  {t('checkout.back')}
                </Button>
                <Button type="submit" variant="contained">
                  {t(onSummary ? `${props.prefix}.submit` : 'checkout.next')}
                </Button>
              </Box>
            </Box>
          )}
        </CardContent>
      </Card>
    </>
  )
}
