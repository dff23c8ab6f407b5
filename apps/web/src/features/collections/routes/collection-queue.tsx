import Button from '@mui/material/Button'
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
import { useListParams } from '../../../lib/use-list-params'
import { useSession } from '../../../lib/use-session'
import { queueFilterNames, useCollectionQueue, useCollectors } from '../api/queue'
import { deskPaths } from '../components/desk-words'
import { useQueueColumns } from '../components/queue-columns'

/**
 * /apps/cobranza (read collections): the loans in arrears on the desk, most days past due first. A collector
 * sees those assigned to them, a supervisor every collector's (the server decides). On a phone, cards with a
 * one-tap call.
 */
export function Component() {
  const { t } = useTranslation('collections')
  const { callText } = useErrorText('collections')
  const { params, update, query } = useListParams(queueFilterNames)
  const queue = useCollectionQueue(query)
  const collectors = useCollectors()
  const { rules } = useSession()
  const notice = useListNotice()
  const columns = useQueueColumns()
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
    />
  )
}
