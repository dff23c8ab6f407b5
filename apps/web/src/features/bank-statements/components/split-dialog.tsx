import Add from '@mui/icons-material/Add'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { lineSplitSchema, type StatementLine } from '@mesa/contracts'
import { useFieldArray, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FieldGrid, useContractForm, type GridFieldSpec } from '../../../components/form'
import { MoneyFormDialog } from '../../../components/money-form-dialog'
import { formatMoney } from '../../../lib/format'
import { useSplitLine } from '../api/resolve-line'
import { useLoanChoices } from './loan-choices'
import { LoanSearch } from './loan-search'
import type { z } from 'zod'

const splitFormSchema = lineSplitSchema.omit({ version: true })
type SplitValues = z.input<typeof splitFormSchema>

/**
 * Splits a queued line across loans (a parent paying two cars with one transfer): a loan and an amount per part;
 * the parts must add up to the line (the server says so on `parts` otherwise). What is left to place is shown
 * as the person types.
 */
export function SplitDialog({ line, onClose }: { line: StatementLine; onClose: () => void }) {
  const { t } = useTranslation('bankStatements')
  const split = useSplitLine()
  const choices = useLoanChoices(line)
  const form = useContractForm(splitFormSchema, {
    namespace: 'bankStatements',
    defaultValues: { parts: [{}, {}] as SplitValues['parts'] },
  })
  const parts = useFieldArray({ control: form.control, name: 'parts' })
  const values = useWatch({ control: form.control, name: 'parts' })
  const placed = (values ?? []).reduce((total, part) => total + (Number(part?.amountCents) || 0), 0)
  const fields: GridFieldSpec<SplitValues>[] = parts.fields.flatMap((_, index) => [
    {
      name: `parts.${index}.applicationId` as const,
      labelKey: 'split.loan',
      options: choices.options,
      numeric: true,
      size: 'half' as const,
      required: true,
    },
    {
      name: `parts.${index}.amountCents` as const,
      labelKey: 'split.amount',
      kind: 'money' as const,
      size: 'half' as const,
      required: true,
    },
  ])
  return (
    <MoneyFormDialog
      form={form}
      title={t('split.title')}
      submitLabel={t('split.submit')}
      summary={(body) => [
        ...body.parts.map((part) => ({
          label: choices.labelOf(part.applicationId),
          amountCents: part.amountCents,
        })),
        { label: t('split.total'), amountCents: line.amountCents, strong: true },
      ]}
      send={async (body) => {
        await split.mutateAsync({ lineId: line.id, body: { ...body, version: line.version } })
        onClose()
      }}
      sending={split.isPending}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <Typography>{t('split.line', { amount: formatMoney(line.amountCents) })}</Typography>
        <LoanSearch id="split-search" value={choices.search} onChange={choices.setSearch} />
        <FieldGrid control={form.control} namespace="bankStatements" fields={fields} idPrefix="split" />
        <div>
          <Button
            startIcon={<Add />}
            onClick={() => parts.append({} as SplitValues['parts'][number])}
            disabled={parts.fields.length >= 20}
          >
            {t('split.addPart')}
          </Button>
        </div>
        <Typography role="status" color={placed === line.amountCents ? 'success.main' : 'text.secondary'}>
          {t('split.left', { amount: formatMoney(line.amountCents - placed) })}
        </Typography>
      </Stack>
    </MoneyFormDialog>
  )
}
