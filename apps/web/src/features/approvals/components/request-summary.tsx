import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import type { ApprovalRequest } from '@mesa/contracts'
import { formatMoney } from '../../../lib/format'

/** A line saying what the request will do, from its payload (the figures it names, never all of it). */
export function RequestSummary({ request }: { request: ApprovalRequest }) {
  const { t } = useTranslation('approvals')
  const payload = (request.payload ?? {}) as Record<string, unknown>
  const parts: string[] = []
  if (typeof payload.product === 'string') parts.push(t('summary.product', { product: payload.product }))
  if (typeof payload.replacesVersion === 'number')
    parts.push(t('summary.nextVersion', { version: payload.replacesVersion + 1 }))
  // A mapping change of the books (accounting_mapping): which slot moves to which account, and why.
  if (typeof payload.slot === 'string' && typeof payload.accountCode === 'string')
    parts.push(
      t('summary.mapping', {
        slot: t(`summary.slots.${payload.slot}`, { defaultValue: payload.slot }),
        account: payload.accountCode,
      }),
    )
  if (typeof payload.reason === 'string') parts.push(t('summary.reason', { reason: payload.reason }))
  for (const key of ['amountCents', 'principalCents', 'refundCents'] as const)
    if (typeof payload[key] === 'number') parts.push(formatMoney(payload[key]))
  // The transfer's own key (a payment's reference, a disbursement's SPEI key, a cancellation's return key):
  // what treasury checks against the bank before approving.
  for (const key of ['reference', 'speiReference', 'returnReference'] as const)
    if (typeof payload[key] === 'string') parts.push(payload[key])
  return (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      {parts.join(' · ') || `${request.subjectType} #${request.subjectId}`}
    </Box>
  )
}
