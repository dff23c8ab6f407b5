import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { maskedAccount, mayWriteMandates, type Mandate } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { DataTableColumn } from '../../../components/data-table'
import { ListScreen, useListNotice } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { formatDate, formatMoney } from '../../../lib/format'
import { useListParams } from '../../../lib/use-list-params'
import { useSession } from '../../../lib/use-session'
import { useMandates } from '../api/mandates'
import { AuthorizationLink, UploadAuthorizationButton } from '../components/authorization-cells'
import { MandateDialog } from '../components/mandate-dialog'
import { RevokeDialog } from '../components/revoke-dialog'

/**
 * /apps/domiciliacion/mandatos (read direct_debit): each loan's mandates, the account shown by its last four
 * digits; the control desk and collections register one, upload its signed authorisation (without it the
 * mandate is not debited) and revoke it.
 */
export function Component() {
  const { t, i18n } = useTranslation('directDebit')
  const { callText } = useErrorText('directDebit')
  const { rules } = useSession()
  const { params, update, query } = useListParams()
  const mandates = useMandates(query)
  const notice = useListNotice()
  const [creating, setCreating] = useState(false)
  const [revoking, setRevoking] = useState<Mandate | null>(null)
  const writer = mayWriteMandates(rules)
  const failed = (error: unknown) => notice.show(callText(error), 'error')
  const columns: DataTableColumn<Mandate>[] = [
    { id: 'loan', header: t('lines.loan'), sortKey: 'loanId', render: (mandate) => mandate.loanId },
    {
      id: 'account',
      header: t('lines.account'),
      render: (mandate) => (
        <>
          {t(`accountKinds.${mandate.accountKind}`)} {maskedAccount(mandate.accountLast4)}
          <Typography variant="caption" color="text.secondary" component="p">
            {mandate.holderName}
          </Typography>
        </>
      ),
    },
    {
      id: 'max',
      header: t('mandates.fields.maxAmountCents'),
      align: 'right',
      render: (mandate) => formatMoney(mandate.maxAmountCents),
    },
    {
      id: 'status',
      header: t('lines.status'),
      render: (mandate) =>
        mandate.status === 'active' ? (
          <Chip size="small" color="success" label={t('mandates.statuses.active')} />
        ) : (
          <>
            <Chip size="small" label={t('mandates.statuses.revoked')} />
            <Typography variant="caption" color="text.secondary" component="p">
              {formatDate(mandate.revokedOn, i18n.language)} · {mandate.revocationReason}
            </Typography>
          </>
        ),
    },
    {
      id: 'authorization',
      header: t('mandates.authorization'),
      render: (mandate) => <AuthorizationLink mandate={mandate} onError={failed} />,
    },
    {
      id: 'actions',
      header: t('mandates.actions'),
      render: (mandate) =>
        writer && mandate.status === 'active' ? (
          <Stack direction="row" spacing={1}>
            <UploadAuthorizationButton
              mandate={mandate}
              onDone={() => notice.show(t('mandates.uploaded'))}
              onError={failed}
            />
            <Button size="small" color="warning" onClick={() => setRevoking(mandate)}>
              {t('mandates.revoke')}
            </Button>
          </Stack>
        ) : null,
    },
  ]
  return (
    <>
      <ListScreen
        title={t('mandates.title')}
        subtitle={t('mandates.subtitle')}
        notice={notice}
        actions={
          <Stack direction="row" spacing={1}>
            {writer && (
              <Button variant="contained" onClick={() => setCreating(true)}>
                {t('mandates.create')}
              </Button>
            )}
            <Button component={RouterLink} to="/apps/domiciliacion" variant="outlined">
              {t('mandates.toRuns')}
            </Button>
          </Stack>
        }
        list={{ params, update }}
        searchLabel={t('list.search')}
        errorText={callText}
        query={mandates}
        table={{
          label: t('mandates.title'),
          columns,
          rows: mandates.data?.items,
          rowKey: (mandate) => mandate.id,
          total: mandates.data?.total ?? 0,
          emptyText: t('mandates.empty'),
        }}
      />
      {creating && (
        <MandateDialog
          onClose={() => setCreating(false)}
          onSaved={(mandate) => {
            setCreating(false)
            notice.show(t('mandates.saved', { loan: mandate.loanId }))
          }}
        />
      )}
      {revoking && <RevokeDialog mandate={revoking} onClose={() => setRevoking(null)} />}
    </>
  )
}
