import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import type { Allocation, LoanPayment } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { formatDate, formatMoney } from '../../../lib/format'

const allocationParts = [
  'lateInterestCents',
  'lateInterestIvaCents',
  'feesCents',
  'feesIvaCents',
  'interestCents',
  'ivaCents',
  'insuranceCents',
  'principalCents',
  'prepaymentCents',
  'interestCreditCents',
  'unappliedCents',
] as const satisfies ReadonlyArray<keyof Allocation>

/** How a payment was applied, part by part (only the parts it reached). */
export function AllocationText({ allocation }: { allocation: Allocation }) {
  const { t } = useTranslation('loanServicing')
  return (
    <Typography variant="body2" color="text.secondary">
      {allocationParts
        .filter((part) => allocation[part] !== 0)
        .map((part) => `${t(`loanServicing.allocation.${part}`)} ${formatMoney(allocation[part])}`)
        .join(' · ')}
      {allocation.payoff && ` · ${t('loanServicing.allocation.payoff')}`}
    </Typography>
  )
}

/** The loan's payments, oldest first, with their allocation; reversed ones stay, struck through, with the reason. */
export function PaymentsTable(props: {
  payments: LoanPayment[]
  label: string
  onReverse?: (payment: LoanPayment) => void
  /** Payments whose reversal waits for a second person (no second ask meanwhile). */
  waiting?: ReadonlySet<number>
}) {
  const { t, i18n } = useTranslation('loanServicing')
  if (props.payments.length === 0)
    return <Typography color="text.secondary">{t('loanServicing.payments.empty')}</Typography>
  return (
    <TableContainer>
      <Table size="small" aria-label={props.label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('loanServicing.payments.paidOn')}</TableCell>
            <TableCell align="right">{t('loanServicing.payments.amount')}</TableCell>
            <TableCell>{t('loanServicing.payments.method')}</TableCell>
            <TableCell>{t('loanServicing.payments.allocation')}</TableCell>
            {props.onReverse && <TableCell>{t('loanServicing.payments.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {props.payments.map((payment) => (
            <TableRow key={payment.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(`${payment.paidOn}T12:00:00`, i18n.language)}
              </TableCell>
              <TableCell align="right" sx={payment.reversed ? { textDecoration: 'line-through' } : undefined}>
                {formatMoney(payment.amountCents)}
              </TableCell>
              <TableCell>
                {t(`loanServicing.methods.${payment.method}`)}
                {payment.reference && ` · ${payment.reference}`}
              </TableCell>
              <TableCell>
                {payment.reversed ? (
                  <Typography variant="body2" color="error">
                    {t('loanServicing.payments.reversed', { reason: payment.reversed.reason })}
                  </Typography>
                ) : (
                  payment.allocation && <AllocationText allocation={payment.allocation} />
                )}
              </TableCell>
              {props.onReverse && (
                <TableCell>
                  {!payment.reversed && props.waiting?.has(payment.id) && (
                    <Chip size="small" color="warning" label={t('loanServicing.waitingSecondPerson')} />
                  )}
                  {!payment.reversed && !props.waiting?.has(payment.id) && (
                    <Button size="small" color="error" onClick={() => props.onReverse?.(payment)}>
                      {t('loanServicing.payments.reverse')}
                    </Button>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
