import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { CreditProduct, LoanDetail } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate, formatMoney } from '../../../lib/format'
import { ApplyCreditDialog, RefundDialog } from './credit-dialogs'

/**
 * The loan's credit balance (saldo a favor, issue 30): money received beyond what it owed, kept for the
 * customer. Refunded by transfer (a second person approves) or applied to another loan of theirs.
 */
export function CreditSection(props: {
  origin: CreditProduct
  id: number
  loan: LoanDetail
  mayWrite: boolean
}) {
  const { t, i18n } = useTranslation('loanServicing')
  const [open, setOpen] = useState<'refund' | 'apply' | null>(null)
  const { loan } = props
  const pendingRefund = loan.pendingApprovals.find((request) => request.kind === 'loan.refund')
  const day = (date: string) => formatDate(`${date}T12:00:00`, i18n.language)
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="p" data-testid="credit-balance">
          {formatMoney(loan.creditBalanceCents)}
        </Typography>
        {props.mayWrite && loan.creditBalanceCents > 0 && (
          <>
            <Button variant="outlined" disabled={!!pendingRefund} onClick={() => setOpen('refund')}>
              {t('loanServicing.credit.refund')}
            </Button>
            <Button
              variant="outlined"
              disabled={loan.creditTargets.length === 0}
              onClick={() => setOpen('apply')}
            >
              {t('loanServicing.credit.apply')}
            </Button>
          </>
        )}
      </Stack>
      {pendingRefund && (
        <Alert severity="info">
          {t('loanServicing.credit.refundWaiting', {
            amount: formatMoney(pendingRefund.amountCents),
            who: pendingRefund.requestedBy ?? '—',
          })}
        </Alert>
      )}
      {loan.creditMovements.map((movement) => (
        <Stack key={movement.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Chip size="small" label={t(`loanServicing.credit.kinds.${movement.kind}`)} />
          <Typography variant="body2">
            {formatMoney(movement.amountCents)} · {day(movement.on)} ·{' '}
            {movement.target
              ? t('loanServicing.credit.toFolio', { folio: movement.target.folio })
              : movement.reference}
            {movement.by && ` · ${movement.by}`}
          </Typography>
        </Stack>
      ))}
      {open === 'refund' && (
        <RefundDialog origin={props.origin} id={props.id} loan={loan} onClose={() => setOpen(null)} />
      )}
      {open === 'apply' && (
        <ApplyCreditDialog origin={props.origin} id={props.id} loan={loan} onClose={() => setOpen(null)} />
      )}
    </Stack>
  )
}
