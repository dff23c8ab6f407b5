import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { lineReturnSchema, type StatementLine } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { FieldGrid, useContractForm, type GridFieldSpec } from '../../../components/form'
import { FormDialog } from '../../../components/form-dialog'
import { formatMoney } from '../../../lib/format'
import { useReturnLine } from '../api/resolve-line'

const returnFormSchema = lineReturnSchema.omit({ version: true })
type ReturnValues = z.input<typeof returnFormSchema>

/** Returns a queued line to the payer with the reason (nothing is posted; the transfer back is the bank's). */
export function ReturnDialog({ line, onClose }: { line: StatementLine; onClose: () => void }) {
  const { t } = useTranslation('bankStatements')
  const giveBack = useReturnLine()
  const form = useContractForm(returnFormSchema, {
    namespace: 'bankStatements',
    defaultValues: { reason: '' },
  })
  const fields: GridFieldSpec<ReturnValues>[] = [
    { name: 'reason', labelKey: 'return.reason', required: true, multiline: true },
  ]
  const submit = form.handleSubmit(async (values) => {
    form.clearServerError()
    try {
      await giveBack.mutateAsync({ lineId: line.id, body: { ...values, version: line.version } })
      onClose()
    } catch (failure) {
      form.failWith(failure)
    }
  })
  return (
    <FormDialog
      open
      title={t('return.title')}
      submitLabel={t('return.submit')}
      submitColor="warning"
      busy={form.formState.isSubmitting}
      error={form.serverError}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <Box sx={{ pt: 1 }}>
        <Typography sx={{ mb: 2 }}>
          {t('return.line', {
            amount: formatMoney(line.amountCents),
            payer: line.counterpartyName || t('match.noPayer'),
          })}
        </Typography>
        <FieldGrid control={form.control} namespace="bankStatements" fields={fields} idPrefix="return" />
      </Box>
    </FormDialog>
  )
}
