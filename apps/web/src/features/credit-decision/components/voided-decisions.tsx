import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Stack from '@mui/material/Stack'
import type { CommitteeResponse } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../lib/format'

/**
 * Issue 30: a decision whose file changed since is voided (the committee votes again); the tab says which
 * parts changed, for the decision in force that is about to be voided and for each one already voided.
 */
export function VoidedDecisions({ committee }: { committee: CommitteeResponse }) {
  const { t, i18n } = useTranslation('creditDecision')
  const parts = (changed: readonly string[]) => changed.map((part) => t(`committee.basis.${part}`)).join(', ')
  if (committee.staleBecause.length === 0 && committee.voided.length === 0) return null
  return (
    <Stack spacing={1}>
      {committee.staleBecause.length > 0 && (
        <Alert severity="warning" role="status">
          {t('committee.voided.stale', { parts: parts(committee.staleBecause) })}
        </Alert>
      )}
      {committee.voided.map((entry) => (
        <Alert key={entry.id} severity="info">
          <AlertTitle>
            {t('committee.voided.title', {
              outcome: t(`committee.outcomes.${entry.outcome}`),
              when: formatDateTime(entry.voidedAt, i18n.language),
            })}
          </AlertTitle>
          {t('committee.voided.because', {
            parts: parts(entry.changed),
            voters: entry.voters.map((voter) => voter.fullName).join(', '),
          })}
        </Alert>
      ))}
    </Stack>
  )
}
