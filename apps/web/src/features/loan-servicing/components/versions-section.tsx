import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  scheduleVersionKinds,
  versionApprovalKinds,
  type CreditProduct,
  type LoanDetail,
  type ScheduleVersion,
  type ScheduleVersionKind,
} from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../lib/error-text'
import { formatDate, formatMoney, formatRate } from '../../../lib/format'
import { useDownloadVersionPdf } from '../api/loan-versions'
import { ScheduleTable } from './schedule-table'
import { VersionDialog } from './version-dialog'

const versionKindsAsked = new Set<string>(Object.values(versionApprovalKinds))

/**
 * "Versiones del calendario" (issue 33): every schedule version of the loan with its terms, who asked and
 * approved it and its cover page; the requests waiting for a second person; the four operations.
 */
export function VersionsSection(props: {
  origin: CreditProduct
  id: number
  loan: LoanDetail
  mayWrite: boolean
}) {
  const { t, i18n } = useTranslation('loanServicing')
  const { callText } = useErrorText('loanServicing')
  const [asking, setAsking] = useState<ScheduleVersionKind | null>(null)
  const [shown, setShown] = useState<number | null>(null)
  const pdf = useDownloadVersionPdf(props.origin, props.id)
  const { versions } = props.loan
  const day = (date: string) => formatDate(`${date}T12:00:00`, i18n.language)
  const pending = props.loan.pendingApprovals.filter((request) => versionKindsAsked.has(request.kind))
  const termsOf = (version: ScheduleVersion) =>
    t('loanServicing.versions.terms', {
      principal: formatMoney(version.principalCents, { language: i18n.language }),
      rate: formatRate(version.annualRateBps, i18n.language),
      periods: version.rows.length,
    })
  return (
    <Stack spacing={2}>
      {versions.acceleratedOn && (
        <Alert severity="warning">
          {t('loanServicing.versions.accelerated', { date: day(versions.acceleratedOn) })}
        </Alert>
      )}
      {versions.restructureCount > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('loanServicing.versions.restructured', {
            times: versions.restructureCount,
            date: versions.lastRestructuredOn ? day(versions.lastRestructuredOn) : '—',
          })}
        </Typography>
      )}
      {pending.map((request) => (
        <Alert key={request.id} severity="info">
          {t('loanServicing.versions.pending', {
            kind: t(`loanServicing.versions.kinds.${request.kind.replace('loan.', '').replaceAll('-', '_')}`),
            by: request.requestedBy ?? '—',
          })}
        </Alert>
      ))}
      {versions.list.map((version) => (
        <Stack
          key={version.version}
          spacing={1}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
        >
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Chip size="small" label={`v${version.version}`} />
            <Typography variant="subtitle2" component="h4">
              {t(`loanServicing.versions.kinds.${version.kind}`)} · {day(version.effectiveOn)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {termsOf(version)}
            </Typography>
          </Stack>
          {version.version > 1 && (
            <Typography variant="body2" color="text.secondary">
              {t('loanServicing.versions.who', {
                asked: version.requestedBy ?? '—',
                approved: version.approvedBy ?? '—',
              })}
              {version.capitalisedCents > 0 &&
                ` · ${t('loanServicing.versions.capitalised', {
                  amount: formatMoney(version.capitalisedCents, { language: i18n.language }),
                })}`}
              {version.reason && ` · ${version.reason}`}
            </Typography>
          )}
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button size="small" onClick={() => setShown(shown === version.version ? null : version.version)}>
              {t(
                shown === version.version
                  ? 'loanServicing.versions.hideRows'
                  : 'loanServicing.versions.showRows',
              )}
            </Button>
            {version.version > 1 && (
              <Button size="small" disabled={pdf.isPending} onClick={() => pdf.mutate(version.version)}>
                {t('loanServicing.versions.pdf')}
              </Button>
            )}
          </Stack>
          {shown === version.version && (
            <ScheduleTable
              rows={version.rows.map((row) => ({ ...row, paidCents: 0, state: 'due' as const }))}
              label={t(`loanServicing.versions.kinds.${version.kind}`)}
            />
          )}
        </Stack>
      ))}
      {pdf.isError && <Alert severity="error">{callText(pdf.error)}</Alert>}
      {props.mayWrite && (
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          {scheduleVersionKinds.map((kind) => (
            <Button key={kind} variant="outlined" onClick={() => setAsking(kind)}>
              {t(`loanServicing.versions.actions.${kind}`)}
            </Button>
          ))}
        </Stack>
      )}
      {asking && (
        <VersionDialog
          origin={props.origin}
          id={props.id}
          loan={props.loan}
          kind={asking}
          onClose={() => setAsking(null)}
        />
      )}
    </Stack>
  )
}
