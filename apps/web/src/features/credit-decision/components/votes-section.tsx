import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { mayVoteInCommittee, type CommitteeResponse } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../../lib/use-session'
import type { ApplicationFile } from '../../../lib/application-file'
import { formatDateTime } from '../../../lib/format'
import { QueryState } from '../../../components/query-state'
import { useCommittee } from '../api/get-committee'
import { ConditionList } from './condition-list'
import { VoidedDecisions } from './voided-decisions'
import { VoteForm } from './vote-form'

const outcomeColour = { approved: 'success', approved_with_conditions: 'warning', rejected: 'error' } as const

function Decision({ committee }: { committee: CommitteeResponse }) {
  const { t, i18n } = useTranslation('creditDecision')
  const { decision, rule, votes } = committee
  if (!decision)
    return (
      <Alert severity="info" data-testid="committee-pending">
        {rule
          ? t('committee.votes.pending', {
              cast: votes.length,
              quorum: rule.quorum,
              majority: rule.majorityBps / 100,
            })
          : t('committee.votes.noRule')}
      </Alert>
    )
  return (
    <Alert severity={outcomeColour[decision.outcome]} data-testid="committee-decision">
      <Typography component="p" fontWeight={600}>
        {t(`committee.outcomes.${decision.outcome}`)}
      </Typography>
      {t('committee.votes.decided', {
        approving: decision.approvingVotes,
        rejecting: decision.rejectingVotes,
        date: formatDateTime(decision.decidedAt, i18n.language),
      })}
      {decision.rejectReasons.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, paddingInlineStart: 2.5 }}>
          {decision.rejectReasons.map((code) => (
            <li key={code}>{t(`committee.reasons.${code}`)}</li>
          ))}
        </Box>
      )}
    </Alert>
  )
}

/** The committee: the rule, each vote, the decision once quorum is reached, and the caller's own vote. */
export function VotesSection({ application }: { application: ApplicationFile }) {
  const { t, i18n } = useTranslation('creditDecision')
  const { rules, userData } = useSession()
  const committee = useCommittee(application.origin, application.id)
  const data = committee.data
  const voted = data?.votes.some((vote) => vote.voter?.id === userData?.id)
  const mayVote =
    mayVoteInCommittee(rules, application.origin) &&
    application.stage === 'deliberacion' &&
    !data?.decision &&
    !voted
  return (
    <Stack spacing={2} component="section" aria-label={t('committee.votes.title')}>
      <Typography variant="h6" component="h2">
        {t('committee.votes.title')}
      </Typography>
      <QueryState namespace="creditDecision" query={committee} loadingLabel={t('committee.votes.loading')} />
      {data && <VoidedDecisions committee={data} />}
      {data && <Decision committee={data} />}
      {data && data.votes.length > 0 && (
        <List dense aria-label={t('committee.votes.list')}>
          {data.votes.map((vote) => (
            <ListItem key={vote.id} divider sx={{ gap: 1, flexWrap: 'wrap' }}>
              <ListItemText
                primary={vote.voter?.fullName ?? '—'}
                secondary={[formatDateTime(vote.castAt, i18n.language), vote.notes]
                  .filter(Boolean)
                  .join(' · ')}
              />
              <Chip size="small" variant="outlined" label={t(`committee.voteKinds.${vote.vote}`)} />
            </ListItem>
          ))}
        </List>
      )}
      {data && data.conditions.length > 0 && (
        <ConditionList
          application={application}
          conditions={data.conditions}
          binding={data.decision?.outcome}
        />
      )}
      {mayVote && <VoteForm application={application} />}
    </Stack>
  )
}
