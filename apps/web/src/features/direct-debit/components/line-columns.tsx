import Chip from '@mui/material/Chip'
import { maskedAccount, type DebitLine, type DebitLineStatus } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import type { DataTableColumn } from '../../../components/data-table'
import { formatMoney } from '../../../lib/format'

const statusColor: Record<DebitLineStatus, 'default' | 'success' | 'error' | 'warning'> = {
  pending: 'default',
  collected: 'success',
  rejected: 'error',
  refused: 'warning',
}

/** A run's debits (cargos): sequence, loan, account's last four digits, amount, status and the reason. */
export function useLineColumns(): DataTableColumn<DebitLine>[] {
  const { t } = useTranslation('directDebit')
  return [
    { id: 'sequence', header: t('lines.sequence'), sortKey: 'sequence', render: (line) => line.sequence },
    { id: 'loan', header: t('lines.loan'), render: (line) => line.loanId },
    { id: 'reference', header: t('lines.reference'), render: (line) => line.reference },
    {
      id: 'account',
      header: t('lines.account'),
      render: (line) => `${t(`accountKinds.${line.accountKind}`)} ${maskedAccount(line.accountLast4)}`,
    },
    { id: 'holder', header: t('lines.holder'), render: (line) => line.holderName },
    {
      id: 'amount',
      header: t('lines.amount'),
      align: 'right',
      sortKey: 'amount',
      render: (line) => formatMoney(line.amountCents),
    },
    {
      id: 'status',
      header: t('lines.status'),
      render: (line) => (
        <Chip size="small" color={statusColor[line.status]} label={t(`statuses.${line.status}`)} />
      ),
    },
    {
      id: 'reason',
      header: t('lines.reason'),
      render: (line) => (line.reason ? t(`reasons.${line.reason}`, { defaultValue: line.reason }) : ''),
    },
  ]
}
