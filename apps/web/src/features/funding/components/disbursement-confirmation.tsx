import type { DisburseRequest, FundingDetail } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { ConfirmMoneyDialog, type MoneySummaryRow } from '../../../components/confirm-money-dialog'
import { formatDate } from '../../../lib/format'

/**
 * Asks before a disbursement is requested (issue 38): what goes out and the fee kept back, from which funder
 * to which account, the SPEI key and date; a second treasurer approves it (issue 30).
 */
export function DisbursementConfirmation(props: {
  funding: FundingDetail
  values: Omit<DisburseRequest, 'assignmentId'>
  busy: boolean
  onConfirm: () => void
  onClose: () => void
}) {
  const { t, i18n } = useTranslation('funding')
  const { funding, values } = props
  const assignment = funding.assignment!
  const { terms, beneficiary } = funding
  const rows: MoneySummaryRow[] = [
    { label: t('disburse.amount'), amountCents: values.amountCents, strong: true },
  ]
  if (terms?.openingFeeTreatment === 'deducted')
    rows.push({
      label: t('confirmDisburse.feeKept'),
      amountCents: terms.openingFeeCents + terms.openingFeeIvaCents,
    })
  rows.push(
    { label: t('confirmDisburse.from'), text: `${assignment.funder.name} · ${assignment.line.name}` },
    { label: t('detail.holder'), text: beneficiary.holderName ?? beneficiary.allyName },
    { label: t('detail.bank'), text: beneficiary.bankName ?? beneficiary.bankCode ?? '—' },
    { label: t('detail.clabe'), text: beneficiary.clabe ?? '—' },
    { label: t('disburse.spei'), text: values.speiReference },
    { label: t('disburse.date'), text: formatDate(values.disbursedOn, i18n.language) },
  )
  return (
    <ConfirmMoneyDialog
      open
      title={t('disburse.title', { folio: funding.application.folio })}
      rows={rows}
      fourEyes
      confirmLabel={t('confirmDisburse.submit')}
      busy={props.busy}
      onConfirm={props.onConfirm}
      onClose={props.onClose}
    />
  )
}
