import { businessToday, debitRunCreateSchema, type DebitRun } from '@mesa/contracts'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { useContractForm, type GridFieldSpec } from '../../../components/form'
import { GridFormDialog } from '../../../components/grid-form-dialog'
import { useCreateRun } from '../api/runs'

type RunValues = z.input<typeof debitRunCreateSchema>

/**
 * Treasury's confirmation before the file is made: the billing date (today proposed) and what the run will
 * take. A date that has its run answers that run (nothing new is made).
 */
export function CreateRunDialog(props: { onClose: () => void; onCreated: (run: DebitRun) => void }) {
  const { t } = useTranslation('directDebit')
  const create = useCreateRun()
  const form = useContractForm(debitRunCreateSchema, {
    namespace: 'directDebit',
    defaultValues: { billingDate: businessToday() },
  })
  const fields: GridFieldSpec<RunValues>[] = [
    { name: 'billingDate', labelKey: 'create.billingDate', kind: 'date', required: true },
  ]
  return (
    <GridFormDialog
      form={form}
      title={t('create.title')}
      submitLabel={t('create.confirm')}
      namespace="directDebit"
      fields={fields}
      idPrefix="debit-run"
      intro={
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('create.intro')}
        </Typography>
      }
      send={async (values) => props.onCreated(await create.mutateAsync(values))}
      onClose={props.onClose}
    />
  )
}
