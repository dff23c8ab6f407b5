import DialogContentText from '@mui/material/DialogContentText'
import Stack from '@mui/material/Stack'
import {
  businessToday,
  drawdownRequestSchema,
  repaymentRequestSchema,
  type CreditLine,
} from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { FormField, useContractForm } from '../../../components/form'
import { MoneyFormDialog } from '../../../components/money-form-dialog'
import { formatDate, formatMoney } from '../../../lib/format'
import { useAskLineMovement } from '../api/line-movements'

interface Props {
  funderName: string
  line: CreditLine
  onClose: () => void
}

/**
 * Asks for a drawdown of the line (issue 34): the amount the funder transferred, its day and the bank's key,
 * confirmed on its summary; a second treasurer approves it and the books post it then.
 */
export function DrawdownDialog({ funderName, line, onClose }: Props) {
  const { t, i18n } = useTranslation('funding')
  const { drawdown } = useAskLineMovement(line.id)
  const form = useContractForm(drawdownRequestSchema, {
    namespace: 'funding',
    defaultValues: { amountCents: 0, movedOn: businessToday(), reference: '' },
  })
  const field = { control: form.control, namespace: 'funding', idPrefix: 'drawdown' }
  const undrawn = line.amountCents - line.drawnCents
  return (
    <MoneyFormDialog
      form={form}
      title={t('movements.drawdownTitle', { line: line.name })}
      submitLabel={t('movements.askDrawdown')}
      summary={(body) => [
        { label: t('movements.amount'), amountCents: body.amountCents, strong: true },
        { label: t('movements.fromLine'), text: `${funderName} · ${line.name}` },
        { label: t('movements.drawnAfter'), amountCents: line.drawnCents + body.amountCents },
        { label: t('movements.reference'), text: body.reference },
        { label: t('movements.date'), text: formatDate(body.movedOn, i18n.language) },
      ]}
      fourEyes
      send={async (body) => {
        await drawdown.mutateAsync(body)
        onClose()
      }}
      sending={drawdown.isPending}
      onClose={onClose}
    >
      <DialogContentText sx={{ mb: 2 }}>
        {t('movements.drawdownText', { amount: formatMoney(undrawn, { language: i18n.language }) })}
      </DialogContentText>
      <Stack spacing={2}>
        <FormField {...field} name="amountCents" kind="money" required label={t('movements.amount')} />
        <FormField {...field} name="movedOn" kind="date" required label={t('movements.date')} />
        <FormField {...field} name="reference" required label={t('movements.reference')} />
      </Stack>
    </MoneyFormDialog>
  )
}

/**
 * Asks for a repayment to the funder: the principal returned (at most what is drawn) and the funder's interest
 * paid with it, confirmed on its summary; four eyes as a drawdown.
 */
export function RepaymentDialog({ funderName, line, onClose }: Props) {
  const { t, i18n } = useTranslation('funding')
  const { repayment } = useAskLineMovement(line.id)
  const form = useContractForm(repaymentRequestSchema, {
    namespace: 'funding',
    defaultValues: { principalCents: 0, interestCents: 0, movedOn: businessToday(), reference: '' },
  })
  const field = { control: form.control, namespace: 'funding', idPrefix: 'repayment' }
  return (
    <MoneyFormDialog
      form={form}
      title={t('movements.repaymentTitle', { line: line.name })}
      submitLabel={t('movements.askRepayment')}
      summary={(body) => [
        { label: t('movements.total'), amountCents: body.principalCents + body.interestCents, strong: true },
        { label: t('movements.principal'), amountCents: body.principalCents },
        { label: t('movements.interest'), amountCents: body.interestCents },
        { label: t('movements.toLine'), text: `${funderName} · ${line.name}` },
        { label: t('movements.drawnAfter'), amountCents: line.drawnCents - body.principalCents },
        { label: t('movements.reference'), text: body.reference },
        { label: t('movements.date'), text: formatDate(body.movedOn, i18n.language) },
      ]}
      fourEyes
      send={async (body) => {
        await repayment.mutateAsync(body)
        onClose()
      }}
      sending={repayment.isPending}
      onClose={onClose}
    >
      <DialogContentText sx={{ mb: 2 }}>
        {t('movements.repaymentText', { amount: formatMoney(line.drawnCents, { language: i18n.language }) })}
      </DialogContentText>
      <Stack spacing={2}>
        <FormField {...field} name="principalCents" kind="money" required label={t('movements.principal')} />
        <FormField {...field} name="interestCents" kind="money" required label={t('movements.interest')} />
        <FormField {...field} name="movedOn" kind="date" required label={t('movements.date')} />
        <FormField {...field} name="reference" required label={t('movements.reference')} />
      </Stack>
    </MoneyFormDialog>
  )
}
