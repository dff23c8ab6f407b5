import Typography from '@mui/material/Typography'
import type { StatementLine } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import type { DataTableColumn } from '../../../components/data-table'
import { formatDate, formatFolio, formatMoney } from '../../../lib/format'
import { LineStatusChip } from './line-status-chip'
import { reasonText } from './line-words'

/** The columns a statement's lines and the queue share: dates, amount, payer, references, status. */
export function useLineColumns(): DataTableColumn<StatementLine>[] {
  const { t, i18n } = useTranslation('bankStatements')
  const loans = (line: StatementLine) =>
    (line.postings.length > 0 ? line.postings : line.candidates)
      .map((loan) => `${formatFolio(loan.folio, i18n.language)} ${loan.customerName}`)
      .join(' · ')
  return [
    {
      id: 'valueDate',
      header: t('columns.valueDate'),
      sortKey: 'valueDate',
      render: (line) => formatDate(line.valueDate, i18n.language),
    },
    {
      id: 'amount',
      header: t('columns.amount'),
      sortKey: 'amountCents',
      align: 'right',
      render: (line) =>
        line.direction === 'debit' ? `−${formatMoney(line.amountCents)}` : formatMoney(line.amountCents),
    },
    {
      id: 'payer',
      header: t('columns.payer'),
      render: (line) => (
        <>
          {line.counterpartyName || '—'}
          {line.counterpartyAccount && (
            <Typography variant="caption" color="text.secondary" component="p">
              {line.counterpartyAccount}
            </Typography>
          )}
        </>
      ),
    },
    {
      id: 'reference',
      header: t('columns.reference'),
      render: (line) => (
        <>
          {line.reference || '—'}
          {line.bankReference && (
            <Typography variant="caption" color="text.secondary" component="p">
              {t('columns.tracking', { reference: line.bankReference })}
            </Typography>
          )}
        </>
      ),
    },
    {
      id: 'status',
      header: t('columns.status'),
      render: (line) => (
        <>
          <LineStatusChip status={line.status} />
          {loans(line) && (
            <Typography variant="caption" component="p">
              {loans(line)}
            </Typography>
          )}
          {line.reason && (
            <Typography variant="caption" color="error" component="p">
              {reasonText(line.reason, t)}
            </Typography>
          )}
          {line.returnReason && (
            <Typography variant="caption" color="text.secondary" component="p">
              {line.returnReason}
            </Typography>
          )}
        </>
      ),
    },
  ]
}
