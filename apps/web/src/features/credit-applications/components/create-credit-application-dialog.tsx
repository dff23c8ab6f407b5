import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  createApplicationRequestSchema,
  creditProducts,
  mayCaptureCreditApplication,
  type CreateApplicationRequest,
} from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useSession } from '../../../lib/use-session'
import { useAllyOptions } from '../../../lib/ally-options'
import { useCreateApplication } from '../api/create-credit-application'
import { payloadSchema, toPayload, type FieldSpec, type FormTexts } from './field-specs'
import { ProblemAlert } from './problem-alert'
import { DuplicateRefusalAlert, readDuplicateRefusal, type DuplicateRefusal } from './duplicate-refusal'
import { readProblem, type Problem } from '../../../components/form/refusal'
import { applicantSpecs, termsSpecs, vehicleSpecs } from './section-specs'
import { SpecFields } from './spec-fields'
import { FormField, useContractForm } from '../../../components/form'

type Body = CreateApplicationRequest

const prefixed = (prefix: string, specs: FieldSpec[]) =>
  specs.map((spec) => ({ ...spec, name: `${prefix}.${spec.name}` }))

const allSpecs: FieldSpec[] = [
  { name: 'product', kind: 'select', options: creditProducts },
  { name: 'allyId', kind: 'int' },
  ...prefixed('applicant', applicantSpecs),
  ...prefixed('vehicle', vehicleSpecs),
  ...prefixed('terms', termsSpecs),
]

const empty: FormTexts = {
  product: 'auto',
  allyId: '',
  applicant: { sex: 'H', birthState: 'DF', maritalStatus: 'soltero', dependents: '0' },
  vehicle: { year: String(new Date().getFullYear()) },
  terms: { termMonths: '48', annualRateBps: '14.5', downPaymentCents: '0' },
}

/** Products the user may capture (contracts' mayCaptureCreditApplication, as the API checks). */
export function useCapturableProducts() {
  const { rules } = useSession()
  return creditProducts.filter((product) => mayCaptureCreditApplication(rules, product))
}

/** "Nueva solicitud": product, ally, applicant, vehicle and terms; amounts typed in pesos. */
export function CreateApplicationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('applications')
  const navigate = useNavigate()
  const products = useCapturableProducts()
  const allies = useAllyOptions({ enabled: open })
  const create = useCreateApplication()
  const [problem, setProblem] = useState<Problem | null>(null)
  // Created, but an open application of the same CURP exists at the ally: say so before opening it.
  const [duplicate, setDuplicate] = useState<{ path: string; folios: number[] } | null>(null)
  const form = useContractForm(
    payloadSchema(createApplicationRequestSchema, (values: FormTexts) => toPayload(allSpecs, values)),
    { namespace: 'applications', defaultValues: { ...empty, product: products[0] ?? 'auto' } },
  )

  const { rules } = useSession()
  // Issue 38: refused before anything was created (same customer or same car); what was sent, to confirm it.
  const [refusal, setRefusal] = useState<{ refusal: DuplicateRefusal; body: Body } | null>(null)
  const send = async (body: Body) => {
    setProblem(null)
    setRefusal(null)
    try {
      const created = await create.mutateAsync(body)
      // The answer's `product` is the product section; the slug is what was sent.
      const path = `/apps/solicitudes/${body.product}/${created.id}`
      const folios = created.warnings
        .filter((warning) => warning.code === 'duplicate_curp')
        .map((w) => w.folio)
      if (folios.length > 0) {
        setDuplicate({ path, folios })
        return
      }
      onClose()
      await navigate(path)
    } catch (error) {
      const duplicate = readDuplicateRefusal(error, rules)
      if (duplicate) {
        setRefusal({ refusal: duplicate, body })
        return
      }
      setProblem(
        readProblem(error, (field, message) => {
          form.setError(field, { message })
          return true
        }),
      )
    }
  }
  const onSubmit = form.handleSubmit(send)

  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="create-application-title">
      {/* A flex column: the fields scroll, the refusal and the buttons stay in view (issue 38: a warning
          scrolled out of view was missed). */}
      <form onSubmit={onSubmit} noValidate style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
        <DialogTitle id="create-application-title">{t('create.title')}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={3}>
            <ProblemAlert problem={problem} />
            {duplicate && (
              <Alert severity="warning" role="alert">
                {t('create.duplicateCurp', { folios: duplicate.folios.join(', ') })}
              </Alert>
            )}
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormField
                  control={form.control}
                  name="product"
                  label={t('fields.product.product')}
                  namespace="applications"
                  idPrefix="field"
                  options={products.map((product) => ({ value: product, label: t(`products.${product}`) }))}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormField
                  control={form.control}
                  name="allyId"
                  label={t('fields.product.ally')}
                  namespace="applications"
                  idPrefix="field"
                  helperText={allies.isError ? t('create.alliesError') : undefined}
                  options={(allies.data ?? []).map((ally) => ({
                    value: String(ally.id),
                    label: ally.allyName,
                  }))}
                />
              </Grid>
            </Grid>
            <Typography variant="subtitle1" component="h3">
              {t('tabs.applicant')}
            </Typography>
            <SpecFields control={form.control} specs={applicantSpecs} group="applicant" prefix="applicant" />
            <Typography variant="subtitle1" component="h3">
              {t('sections.vehicle')}
            </Typography>
            <SpecFields control={form.control} specs={vehicleSpecs} group="vehicle" prefix="vehicle" />
            <Typography variant="subtitle1" component="h3">
              {t('sections.terms')}
            </Typography>
            <SpecFields control={form.control} specs={termsSpecs} group="terms" prefix="terms" />
          </Stack>
        </DialogContent>
        {refusal && (
          <DuplicateRefusalAlert
            refusal={refusal.refusal}
            busy={create.isPending}
            onConfirm={() => void send({ ...refusal.body, confirmDuplicate: true })}
          />
        )}
        <DialogActions>
          {duplicate ? (
            <Button
              variant="contained"
              onClick={() => {
                onClose()
                void navigate(duplicate.path)
              }}
            >
              {t('create.openCreated')}
            </Button>
          ) : (
            <>
              <Button onClick={onClose}>{t('actions.cancel')}</Button>
              <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
                {t('create.submit')}
              </Button>
            </>
          )}
        </DialogActions>
      </form>
    </Dialog>
  )
}
