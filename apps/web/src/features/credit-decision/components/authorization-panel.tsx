import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { mayAuthoriseTerms, type Authorisation } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../../lib/use-session'
import type { ApplicationFile } from '../../../lib/application-file'
import { formatDate, formatDateTime, formatMoney, formatPercent, formatRate } from '../../../lib/format'
import { QueryState } from '../../../components/query-state'
import { useAuthorisation } from '../api/get-authorisation'
import { useCommittee } from '../api/get-committee'
import { ConditionList } from './condition-list'
import { ScheduleTable } from './schedule-table'
import { TermsForm } from './terms-form'

/** The figures of authorised terms: what was signed, and what the engine made of it (payment, CAT, totals). */
export function TermsFigures({
  terms,
}: {
  terms: Omit<Authorisation, 'id' | 'authorisedByName' | 'supersededAt'>
}) {
  const { t, i18n } = useTranslation('creditDecision')
  const tiles: Array<[string, string]> = [
    ['amountCents', formatMoney(terms.amountCents)],
    ['downPaymentCents', formatMoney(terms.downPaymentCents)],
    ['annualRateBps', formatRate(terms.annualRateBps, i18n.language)],
    // Issue 33: the payments of the periodicity and the span they cover.
    [
      'termPeriods',
      `${t(`committee.terms.paymentsOf.${terms.periodicity}`, { count: terms.termPeriods })} · ${t('committee.vote.monthsValue', { count: terms.termMonths })}`,
    ],
    [
      'openingFeeBps',
      `${formatRate(terms.openingFeeBps, i18n.language)} · ${formatMoney(terms.quote.openingFeeCents)}`,
    ],
    ['insuranceMonthlyCents', formatMoney(terms.insuranceMonthlyCents)],
    ['firstDueDate', terms.firstDueDate ? formatDate(`${terms.firstDueDate}T12:00:00`, i18n.language) : '—'],
    [`paymentPer.${terms.periodicity}`, formatMoney(terms.quote.paymentCents)],
    ['paymentWithIva', formatMoney(terms.quote.paymentWithIvaCents)],
    ['netDisbursed', formatMoney(terms.quote.netDisbursedCents)],
    ['totalPaid', formatMoney(terms.quote.totalPaidCents)],
  ]
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))' }}>
      <Paper variant="outlined" sx={{ p: 1.5, borderColor: 'primary.main' }} data-testid="authorised-cat">
        <Typography variant="caption" color="text.secondary" component="p">
          {t('committee.terms.cat')}
        </Typography>
        <Typography variant="h5" component="p">
          {formatPercent(terms.quote.catPct / 100, i18n.language, 1)}
        </Typography>
      </Paper>
      {tiles.map(([key, value]) => (
        <Paper key={key} variant="outlined" sx={{ p: 1.5 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {t([`committee.figures.${key}`, `committee.terms.${key}`])}
          </Typography>
          <Typography variant="subtitle1" component="p">
            {value}
          </Typography>
        </Paper>
      ))}
    </Box>
  )
}

/** authorization: the conditions to meet, the terms in force with their schedule and CAT, and new terms. */
export function AuthorizationPanel({ application }: { application: ApplicationFile }) {
  const { t, i18n } = useTranslation('creditDecision')
  const { rules } = useSession()
  const authorisation = useAuthorisation(application.origin, application.id)
  const committee = useCommittee(application.origin, application.id)
  const data = authorisation.data
  const decision = committee.data?.decision
  const mayAuthorise =
    mayAuthoriseTerms(rules, application.origin) &&
    application.stage === 'autorizacion' &&
    decision?.outcome !== 'rejected'
  return (
    <Stack spacing={3}>
      <QueryState
        namespace="creditDecision"
        query={authorisation}
        loadingLabel={t('committee.terms.loading')}
      />
      {committee.data && committee.data.conditions.length > 0 && (
        <ConditionList
          application={application}
          conditions={committee.data.conditions}
          binding={decision?.outcome}
        />
      )}
      {data && data.conditionsPending > 0 && (
        <Alert severity="warning">
          {t('committee.terms.conditionsPending', { count: data.conditionsPending })}
        </Alert>
      )}
      {data?.current ? (
        <Stack spacing={2} component="section" aria-label={t('committee.terms.current')}>
          <Typography variant="h6" component="h2">
            {t('committee.terms.current')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('committee.terms.authorisedBy', {
              name: data.current.authorisedByName ?? '—',
              date: formatDateTime(data.current.authorisedAt, i18n.language),
            })}
          </Typography>
          <TermsFigures terms={data.current} />
          <Typography variant="subtitle1" component="h3">
            {t('committee.schedule.title')}
          </Typography>
          <ScheduleTable schedule={data.schedule} />
        </Stack>
      ) : (
        data && <Alert severity="info">{t('committee.terms.none')}</Alert>
      )}
      {data && mayAuthorise && (
        <TermsForm
          key={data.current?.id ?? 0}
          application={application}
          current={data.current}
          periodicities={data.periodicities}
          myLimitCents={data.myLimitCents}
        />
      )}
      {data && data.history.length > 0 && (
        <Box>
          <Typography variant="subtitle1" component="h3">
            {t('committee.terms.history')}
          </Typography>
          <List dense aria-label={t('committee.terms.history')}>
            {data.history.map((old) => (
              <ListItem key={old.id} divider>
                <ListItemText
                  primary={`${formatMoney(old.amountCents)} · ${t(`committee.terms.paymentsOf.${old.periodicity}`, { count: old.termPeriods })} · ${formatRate(old.annualRateBps, i18n.language)} · CAT ${formatPercent(old.quote.catPct / 100, i18n.language, 1)}`}
                  secondary={t('committee.terms.authorisedBy', {
                    name: old.authorisedByName ?? '—',
                    date: formatDateTime(old.authorisedAt, i18n.language),
                  })}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </Stack>
  )
}
