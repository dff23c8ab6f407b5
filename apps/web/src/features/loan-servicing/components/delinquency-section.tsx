import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import type { CreditProduct, LoanDetail } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate, formatMoney, formatRate } from '../../../lib/format'
import { LoanFigures } from './loan-figures'
import { WriteOffDialog } from './write-off-dialog'

/** Dark fills with white text (AA contrast in both themes), as the schedule's chips. */
const accrualFill = { accruing: '#1B5E20', non_accrual: '#B71C1C' } as const

/**
 * Delinquency and loss on the loan page (issue 33): accrual standing, suspended interest, the provision
 * (PD × SP × EI), the write-off (asked here, approved by a second person) and the recoveries after it.
 */
export function DelinquencySection(props: {
  origin: CreditProduct
  id: number
  loan: LoanDetail
  mayWrite: boolean
}) {
  const { t, i18n } = useTranslation('loanServicing')
  const [asking, setAsking] = useState(false)
  const { loan } = props
  const figures = loan.delinquency
  const pending = loan.pendingApprovals.find((request) => request.kind === 'loan.write-off')
  const day = (date: string) => formatDate(`${date}T12:00:00`, i18n.language)
  const rate = (bps: number) => formatRate(bps, i18n.language)
  return (
    <Stack spacing={1.5}>
      <LoanFigures
        figures={[
          {
            label: t('loanServicing.delinquency.accrual'),
            value: (
              <Chip
                size="small"
                sx={{ bgcolor: accrualFill[figures.accrualStatus], color: '#fff' }}
                label={t(`loanServicing.delinquency.accrualStatuses.${figures.accrualStatus}`)}
              />
            ),
          },
          {
            label: t('loanServicing.delinquency.since'),
            value: figures.nonAccrualSince ? day(figures.nonAccrualSince) : '—',
          },
          {
            label: t('loanServicing.delinquency.suspended'),
            value: formatMoney(figures.suspendedInterestCents),
          },
          {
            label: t('loanServicing.delinquency.provision'),
            value: figures.provision
              ? `${formatMoney(figures.provision.provisionCents)} · ${t(
                  'loanServicing.delinquency.provisionOf',
                  {
                    pd: rate(figures.provision.pdBps),
                    sp: rate(figures.provision.severityBps),
                    ei: formatMoney(figures.provision.exposureCents),
                  },
                )}`
              : '—',
          },
          ...(figures.writeOff
            ? [
                {
                  label: t('loanServicing.delinquency.writtenOff'),
                  value: `${formatMoney(figures.writeOff.amountCents)} · ${day(figures.writeOff.on)}`,
                },
                {
                  label: t('loanServicing.delinquency.recoveries'),
                  value: formatMoney(figures.recoveriesCents),
                },
              ]
            : []),
        ]}
      />
      {figures.writeOff && <Alert severity="warning">{figures.writeOff.reason}</Alert>}
      {pending && (
        <Alert severity="info">
          {t('loanServicing.delinquency.writeOff.waiting', {
            amount: formatMoney(pending.amountCents),
            who: pending.requestedBy ?? '—',
          })}
        </Alert>
      )}
      {props.mayWrite && figures.mayAskWriteOff && (
        <div>
          <Button variant="outlined" color="error" disabled={!!pending} onClick={() => setAsking(true)}>
            {t('loanServicing.delinquency.writeOff.open')}
          </Button>
        </div>
      )}
      {asking && (
        <WriteOffDialog
          origin={props.origin}
          id={props.id}
          version={loan.version}
          balanceCents={loan.summary.balanceCents}
          onClose={() => setAsking(false)}
        />
      )}
    </Stack>
  )
}
