import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { lineMatchSchema, type StatementLine } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { FormField, useContractForm } from '../../../components/form'
import { MoneyFormDialog } from '../../../components/money-form-dialog'
import { formatDate, formatMoney } from '../../../lib/format'
import { useMatchLine } from '../api/resolve-line'
import { useLoanChoices } from './loan-choices'
import { LoanSearch } from './loan-search'

const matchFormSchema = lineMatchSchema.omit({ version: true })

/**
 * Posts a queued line on one loan: the whole amount, on the line's value date, with the bank's reference. The
 * loan starts unchosen (a suggestion is shown first in the list, never picked for the person); the summary
 * confirms before the payment is posted.
 */
export function MatchDialog({ line, onClose }: { line: StatementLine; onClose: () => void }) {
  const { t, i18n } = useTranslation('bankStatements')
  const match = useMatchLine()
  const choices = useLoanChoices(line)
  const form = useContractForm(matchFormSchema, { namespace: 'bankStatements', defaultValues: {} })
  return (
    <MoneyFormDialog
      form={form}
      title={t('match.title')}
      submitLabel={t('match.submit')}
      summary={(body) => [
        { label: t('match.loan'), text: choices.labelOf(body.applicationId) },
        { label: t('columns.valueDate'), text: formatDate(line.valueDate, i18n.language) },
        { label: t('columns.amount'), amountCents: line.amountCents, strong: true },
      ]}
      send={async (body) => {
        await match.mutateAsync({ lineId: line.id, body: { ...body, version: line.version } })
        onClose()
      }}
      sending={match.isPending}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <Typography>
          {t('match.line', {
            amount: formatMoney(line.amountCents),
            date: formatDate(line.valueDate, i18n.language),
            payer: line.counterpartyName || t('match.noPayer'),
          })}
        </Typography>
        <LoanSearch id="match-search" value={choices.search} onChange={choices.setSearch} />
        <FormField
          control={form.control}
          namespace="bankStatements"
          idPrefix="match"
          name="applicationId"
          numeric
          required
          label={t('match.loan')}
          options={choices.options}
        />
      </Stack>
    </MoneyFormDialog>
  )
}
