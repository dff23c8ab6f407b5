import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  collectionBucketKeys,
  maySuperviseCollections,
  promiseStatuses,
  type CollectionQueueItem,
} from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { FilterSelect, ListScreen, useListNotice } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { formatDateTime, formatFolio } from '../../../lib/format'
import { useListParams } from '../../../lib/use-list-params'
import { useSession } from '../../../lib/use-session'
import { queueFilterNames, useCollectionQueue, useCollectors } from '../api/queue'
import { deskPaths } from '../components/desk-words'
import { useQueueColumns } from '../components/queue-columns'
import { refusedLoans, statesOf } from '../offline/capture-rules'
import { useDeskCaptures, useWorklistKept } from '../offline/use-desk-offline'

/**
 * /apps/cobranza (read collections): the loans in arrears on the desk, most days past due first. A collector
 * sees those assigned to them, a supervisor every collector's (the server decides). On a phone, cards with a
 * one-tap call. A collector's worklist is kept on the phone (issue 39): without a signal the queue is the phone's
 * copy, and each loan shows where what was captured on the phone for it stands.
 */
export function Component() {
  const { t, i18n } = useTranslation('collections')
  const { callText } = useErrorText('collections')
  const { params, update, query } = useListParams(queueFilterNames)
  const queue = useCollectionQueue(query)
  const collectors = useCollectors()
  const { rules } = useSession()
  const notice = useListNotice()
  const captures = useDeskCaptures()
  const keptAt = queue.data?.keptAt ?? null
  const kept = useWorklistKept(queue.isSuccess && keptAt === null)
  const refused = refusedLoans(captures.data ?? [])
  const columns = useQueueColumns((loanId) => statesOf(captures.data ?? [], loanId))
  const filter = (name: (typeof queueFilterNames)[number]) => ({
    value: params.filters[name] ?? '',
    allLabel: t('filters.all'),
    onChange: (value: string) => update({ filters: { [name]: value } }),
  })
  return (
    <ListScreen<CollectionQueueItem>
      title={t('queue.title')}
      subtitle={t('queue.subtitle')}
      notice={notice}
      banner={
        <>
          {keptAt !== null && (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="kept-on-phone">
              {t('offline.queueFromPhone', { date: formatDateTime(keptAt, i18n.language) })}
            </Alert>
          )}
          {refused.length > 0 && (
            <Alert severity="warning" sx={{ mb: 2 }} data-testid="refused-on-phone">
              {t('offline.refusedOnPhone', { count: refused.length })}
              <Stack component="span" sx={{ mt: 0.5 }}>
                {refused.map((loan) => (
                  <Link key={loan.loanId} component={RouterLink} to={deskPaths.loan(loan.loanId)}>
                    {`${formatFolio(loan.folio, i18n.language)} · ${loan.applicantName}`}
                  </Link>
                ))}
              </Stack>
            </Alert>
          )}
        </>
      }
      filtersTitle={t('filters.title')}
      filters={
        <>
          <FilterSelect
            id="desk-bucket"
            label={t('columns.bucket')}
            options={collectionBucketKeys.map((bucket) => ({ value: bucket, label: t(`buckets.${bucket}`) }))}
            {...filter('bucket')}
          />
          {maySuperviseCollections(rules) && (
            <FilterSelect
              id="desk-collector"
              label={t('columns.collector')}
              options={[
                { value: 'none', label: t('queue.unassigned') },
                ...(collectors.data ?? []).map((collector) => ({
                  value: String(collector.id),
                  label: collector.fullName,
                })),
              ]}
              {...filter('collector')}
            />
          )}
          <FilterSelect
            id="desk-promise"
            label={t('columns.promise')}
            options={[
              ...promiseStatuses.map((status) => ({ value: status, label: t(`promiseFilter.${status}`) })),
              { value: 'none', label: t('promiseFilter.none') },
            ]}
            {...filter('promise')}
          />
          <FilterSelect
            id="desk-contacted"
            label={t('filters.contact')}
            options={[{ value: 'true', label: t('filters.notContactedToday') }]}
            {...filter('notContactedToday')}
          />
        </>
      }
      headerActions={
        <Button component={RouterLink} to={deskPaths.dashboard} variant="outlined">
          {t('dashboard.link')}
        </Button>
      }
      list={{ params, update }}
      searchLabel={t('queue.search')}
      errorText={callText}
      query={queue}
      table={{
        label: t('queue.title'),
        columns,
        rows: queue.data?.items,
        rowKey: (row) => row.loanId,
        total: queue.data?.total ?? 0,
        emptyText: t('queue.empty'),
      }}
    >
      {/* Below the list, appearing last: it moves nothing (above it, it would push the rows down). */}
      {kept.isSuccess && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="loans-kept">
          {t('offline.loansKept', { count: kept.data })}
        </Typography>
      )}
    </ListScreen>
  )
}
