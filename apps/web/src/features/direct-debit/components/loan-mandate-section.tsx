import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Divider from '@mui/material/Divider'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { maskedAccount, mayReadDirectDebit, mayWriteMandates, type Mandate } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../lib/error-text'
import { HttpError } from '../../../lib/http'
import { formatDate, formatMoney } from '../../../lib/format'
import { useSession } from '../../../lib/use-session'
import { useMandates } from '../api/mandates'
import { AuthorizationLink, UploadAuthorizationButton } from './authorization-cells'
import { MandateDialog } from './mandate-dialog'
import { RevokeDialog } from './revoke-dialog'

/** A loan's latest mandates (the active one first): the loan page shows a few, the mandates screen them all. */
const LOAN_MANDATES = { loanId: '', itemsPerPage: 5, sortBy: 'createdAt', orderBy: 'desc' }

/**
 * The loan page's direct-debit section (issue 35 item 3), composed into loan servicing's loan tab by the app:
 * the loan's mandate (kind, last four digits, holder, cap, state, signed authorisation) and its earlier ones;
 * the control desk and collections register one (the loan already filled in), upload its authorisation and
 * revoke it. Shown to readers of direct debit; a role the API refuses (scoped to its allies) sees nothing.
 */
export function LoanMandateSection({ loanId, active }: { loanId: number; active: boolean }) {
  const { t, i18n } = useTranslation('directDebit')
  const { callText } = useErrorText('directDebit')
  const { rules } = useSession()
  const readable = mayReadDirectDebit(rules)
  const mandates = useMandates({ ...LOAN_MANDATES, loanId: String(loanId) }, readable)
  const [creating, setCreating] = useState(false)
  const [revoking, setRevoking] = useState<Mandate | null>(null)
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null)
  if (!readable) return null
  if (mandates.error instanceof HttpError && mandates.error.status === 403) return null
  const writer = mayWriteMandates(rules)
  const items = mandates.data?.items ?? []
  const current = items.find((mandate) => mandate.status === 'active')
  const earlier = items.filter((mandate) => mandate !== current)
  const failed = (error: unknown) => setMessage({ severity: 'error', text: callText(error) })
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="loan-mandate-title">
      <Divider />
      <Typography id="loan-mandate-title" variant="h6" component="h3">
        {t('loanSection.title')}
      </Typography>
      {mandates.isError && <Alert severity="error">{callText(mandates.error)}</Alert>}
      {message && (
        <Alert severity={message.severity} onClose={() => setMessage(null)}>
          {message.text}
        </Alert>
      )}
      {mandates.data && !current && <Typography color="text.secondary">{t('loanSection.none')}</Typography>}
      {current && (
        <Stack spacing={1} data-testid="loan-mandate">
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography sx={{ fontWeight: 600 }}>
              {t(`accountKinds.${current.accountKind}`)} {maskedAccount(current.accountLast4)}
            </Typography>
            <Chip size="small" color="success" label={t('mandates.statuses.active')} />
          </Stack>
          <Typography variant="body2">
            {t('loanSection.details', {
              holder: current.holderName,
              max: formatMoney(current.maxAmountCents),
              date: formatDate(current.createdAt, i18n.language),
            })}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography variant="body2">{t('mandates.authorization')}:</Typography>
            <AuthorizationLink mandate={current} onError={failed} />
          </Stack>
        </Stack>
      )}
      {writer && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {!current && active && mandates.data && (
            <Button variant="outlined" onClick={() => setCreating(true)}>
              {t('mandates.create')}
            </Button>
          )}
          {current && (
            <>
              <UploadAuthorizationButton
                mandate={current}
                onDone={() => setMessage({ severity: 'success', text: t('mandates.uploaded') })}
                onError={failed}
              />
              <Button size="small" color="warning" onClick={() => setRevoking(current)}>
                {t('mandates.revoke')}
              </Button>
            </>
          )}
        </Stack>
      )}
      {earlier.length > 0 && (
        <Stack spacing={0.5}>
          <Typography variant="subtitle2" component="h4">
            {t('loanSection.earlier')}
          </Typography>
          {earlier.map((mandate) => (
            <Typography key={mandate.id} variant="body2" color="text.secondary">
              {t(`accountKinds.${mandate.accountKind}`)} {maskedAccount(mandate.accountLast4)} ·{' '}
              {t('mandates.statuses.revoked')} {formatDate(mandate.revokedOn, i18n.language)} ·{' '}
              {mandate.revocationReason}
            </Typography>
          ))}
        </Stack>
      )}
      {creating && (
        <MandateDialog
          loanId={loanId}
          onClose={() => setCreating(false)}
          onSaved={(mandate) => {
            setCreating(false)
            setMessage({ severity: 'success', text: t('mandates.saved', { loan: mandate.loanId }) })
          }}
        />
      )}
      {revoking && <RevokeDialog mandate={revoking} onClose={() => setRevoking(null)} />}
    </Stack>
  )
}
