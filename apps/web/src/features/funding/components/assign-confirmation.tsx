import type { FundingDetail, LineOption } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { ConfirmMoneyDialog, type MoneySummaryRow } from '../../../components/confirm-money-dialog'

/**
 * Asks before assigning the application to a line (issue 38): the amount the line will hold, the funder and
 * line, its available amount before and after and, on a re-assignment, the line that gets its amount back.
 */
export function AssignConfirmation(props: {
  funding: FundingDetail
  option: LineOption
  busy: boolean
  error: string | null
  onConfirm: () => void
  onClose: () => void
}) {
  const { t } = useTranslation('funding')
  const { funding, option } = props
  const amount = funding.terms?.amountCents ?? 0
  const current = funding.assignment
  const rows: MoneySummaryRow[] = [
    {
      label: t('confirmAssign.application'),
      text: `${funding.application.folio} · ${funding.application.applicantName}`,
    },
    { label: t('confirmAssign.line'), text: `${option.funder.name} · ${option.line.name}` },
    { label: t('confirmAssign.amount'), amountCents: amount, strong: true },
    { label: t('confirmAssign.availableBefore'), amountCents: option.availableCents },
    { label: t('confirmAssign.availableAfter'), amountCents: option.availableCents - amount },
  ]
  if (current)
    rows.push({ label: t('confirmAssign.releases'), text: `${current.funder.name} · ${current.line.name}` })
  return (
    <ConfirmMoneyDialog
      open
      title={t(current ? 'confirmAssign.titleAgain' : 'confirmAssign.title', {
        folio: funding.application.folio,
      })}
      rows={rows}
      confirmLabel={t(current ? 'detail.reassign' : 'detail.assign')}
      busy={props.busy}
      error={props.error}
      onConfirm={props.onConfirm}
      onClose={props.onClose}
    />
  )
}
