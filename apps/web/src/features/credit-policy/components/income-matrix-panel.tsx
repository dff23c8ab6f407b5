import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { rulesAllow, type IncomeMatrix, type PaymentCapacityResponse } from '@mesa/contracts'
import { useState } from 'react'
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../../components/form'
import { useErrorText } from '../../../lib/error-text'
import { HttpError } from '../../../lib/http'
import { useSession } from '../../../lib/use-session'
import type { ApplicationFile } from '../../../lib/application-file'
import { formatDateTime, formatMoney } from '../../../lib/format'
import { QueryState } from '../../../components/query-state'
import { usePaymentCapacity } from '../api/get-payment-capacity'
import { useSaveIncomeMatrix } from '../api/save-income-matrix'
import { IncomeMatrixTable } from './income-matrix-table'
import { initialValues, matrixFigures, toRequest, type IncomeMatrixValues } from './income-matrix-values'

/** Stages where the income is verified (the API refuses a save in any other: wrong_stage). */
const matrixStages = ['analisis', 'validacion', 'visita']

/** incomeMatrix: income by source and month from statements and payslips, and the verified income accepted. */
export function IncomeMatrixPanel({ application }: { application: ApplicationFile }) {
  const { t } = useTranslation('creditPolicy')
  const area = usePaymentCapacity(application.origin, application.id)
  const { rules } = useSession()
  const mayWrite =
    rulesAllow(rules, { action: 'update', subject: 'analysis' }) && matrixStages.includes(application.stage)
  // Outside the form: saving remounts it with the new version.
  const [saved, setSaved] = useState(false)
  return (
    <Stack spacing={2}>
      <QueryState namespace="creditPolicy" query={area} loadingLabel={t('capacity.loading')} />
      {saved && <Alert severity="success">{t('capacity.matrix.saved')}</Alert>}
      {area.data && (
        <MatrixForm
          key={area.data.matrix?.version ?? 0}
          application={application}
          area={area.data}
          readOnly={!mayWrite}
          onSaved={() => setSaved(true)}
        />
      )}
    </Stack>
  )
}

function MatrixForm(props: {
  application: ApplicationFile
  area: PaymentCapacityResponse
  readOnly: boolean
  onSaved: () => void
}) {
  const { application, area, readOnly } = props
  const { t, i18n } = useTranslation('creditPolicy')
  const { callText } = useErrorText('creditPolicy')
  const save = useSaveIncomeMatrix()
  const form = useForm<IncomeMatrixValues>({
    defaultValues: initialValues(area.matrix, area.declared.monthlyExpensesCents),
  })
  const [problem, setProblem] = useState<string | null>(null)
  const acceptAverage = useWatch({ control: form.control, name: 'acceptAverage' })
  const { average } = matrixFigures({
    months: useWatch({ control: form.control, name: 'months' }),
    sources: useWatch({ control: form.control, name: 'sources' }),
  })

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null)
    form.clearErrors()
    try {
      await save.mutateAsync({
        origin: application.origin,
        id: application.id,
        ...toRequest(values, area.matrix?.version ?? null),
      })
      props.onSaved()
    } catch (error) {
      const fields = error instanceof HttpError && error.status === 400 ? (error.body?.errors ?? {}) : {}
      for (const [path, entries] of Object.entries(fields))
        form.setError(path as FieldPath<IncomeMatrixValues>, { type: 'server', message: entries[0] })
      setProblem(Object.keys(fields).length > 0 ? t('capacity.invalid') : callText(error))
    }
  })

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('capacity.matrix.title')}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {t('capacity.matrix.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('capacity.matrix.declared', {
            income: formatMoney(area.declared.monthlyIncomeCents),
            expenses: formatMoney(area.declared.monthlyExpensesCents),
            debt: formatMoney(area.declared.monthlyDebtPaymentsCents),
          })}
        </Typography>
        <IncomeMatrixTable form={form} readOnly={readOnly} />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' },
            alignItems: 'start',
          }}
        >
          <Controller
            control={form.control}
            name="acceptAverage"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    disabled={readOnly}
                  />
                }
                label={t('capacity.matrix.acceptAverage', { average: formatMoney(average) })}
              />
            )}
          />
          {!acceptAverage && (
            <FormField
              control={form.control}
              namespace="creditPolicy"
              idPrefix="matrix"
              kind="money"
              name="acceptedIncomeCents"
              label={t('capacity.matrix.accepted')}
              disabled={readOnly}
            />
          )}
          <FormField
            control={form.control}
            namespace="creditPolicy"
            idPrefix="matrix"
            kind="money"
            name="householdExpensesCents"
            label={t('capacity.matrix.expenses')}
            disabled={readOnly}
          />
        </Box>
        <FormField
          control={form.control}
          namespace="creditPolicy"
          idPrefix="matrix"
          name="note"
          multiline
          label={t('capacity.matrix.note')}
          disabled={readOnly}
        />
        {area.matrix && <AcceptedLine matrix={area.matrix} language={i18n.language} />}
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        {readOnly ? (
          <Typography variant="body2" color="text.secondary">
            {t('capacity.matrix.readOnly')}
          </Typography>
        ) : (
          <Box>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {t('capacity.matrix.save')}
            </Button>
          </Box>
        )}
      </Stack>
    </Box>
  )
}

/** Who accepted which income, how, and when. */
function AcceptedLine({ matrix, language }: { matrix: IncomeMatrix; language: string }) {
  const { t } = useTranslation('creditPolicy')
  return (
    <Alert severity="info">
      {t(`capacity.matrix.acceptedBy.${matrix.acceptedMethod}`, {
        income: formatMoney(matrix.acceptedIncomeCents),
        average: formatMoney(matrix.averageMonthlyCents),
        who: matrix.updatedBy?.fullName ?? '—',
        when: formatDateTime(matrix.updatedAt, language),
      })}
    </Alert>
  )
}
