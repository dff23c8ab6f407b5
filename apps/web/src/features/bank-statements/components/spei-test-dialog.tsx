import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import { businessToday, speiTestRequestSchema } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { FormField, useContractForm } from '../../../components/form'
import { MoneyFormDialog } from '../../../components/money-form-dialog'
import { formatDate } from '../../../lib/format'
import { useSendSpeiTest } from '../api/spei-sandbox'
import { useLoanChoices } from './loan-choices'
import { LoanSearch } from './loan-search'

const noLine = { candidates: [], postings: [] }

/**
 * SANDBOX: sends the SPEI webhook a signed test transfer to a loan's referenced CLABE, so treasury sees the
 * real path (signature, matching, posting as "Sistema (SPEI)") without a bank. Says so in its own words.
 */
export function SpeiTestDialog({
  onClose,
  onSent,
}: {
  onClose: () => void
  onSent: (status: string) => void
}) {
  const { t, i18n } = useTranslation('bankStatements')
  const send = useSendSpeiTest()
  const choices = useLoanChoices(noLine)
  const form = useContractForm(speiTestRequestSchema, {
    namespace: 'bankStatements',
    defaultValues: { valueDate: businessToday(), payerName: '' },
  })
  return (
    <MoneyFormDialog
      form={form}
      title={t('spei.title')}
      submitLabel={t('spei.submit')}
      summary={(body) => [
        { label: t('match.loan'), text: choices.labelOf(body.applicationId) },
        { label: t('columns.valueDate'), text: formatDate(body.valueDate, i18n.language) },
        { label: t('spei.payer'), text: body.payerName },
        { label: t('columns.amount'), amountCents: body.amountCents, strong: true },
      ]}
      send={async (body) => {
        const receipt = await send.mutateAsync(body)
        onSent(receipt.status)
        onClose()
      }}
      sending={send.isPending}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <Alert severity="info">{t('spei.sandboxNote')}</Alert>
        <LoanSearch id="spei-search" value={choices.search} onChange={choices.setSearch} />
        <FormField
          control={form.control}
          namespace="bankStatements"
          idPrefix="spei"
          name="applicationId"
          numeric
          required
          label={t('match.loan')}
          options={choices.options}
        />
        <FormField
          control={form.control}
          namespace="bankStatements"
          idPrefix="spei"
          name="amountCents"
          kind="money"
          required
          label={t('columns.amount')}
        />
        <FormField
          control={form.control}
          namespace="bankStatements"
          idPrefix="spei"
          name="valueDate"
          kind="date"
          required
          label={t('columns.valueDate')}
        />
        <FormField
          control={form.control}
          namespace="bankStatements"
          idPrefix="spei"
          name="payerName"
          required
          label={t('spei.payer')}
        />
      </Stack>
    </MoneyFormDialog>
  )
}
