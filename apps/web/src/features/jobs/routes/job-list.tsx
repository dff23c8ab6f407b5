import Replay from '@mui/icons-material/Replay'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { retryableJobStates, type Job } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import type { DataTableColumn } from '../../../components/data-table'
import { ListScreen, useListNotice } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { useListParams } from '../../../lib/use-list-params'
import { useJobs } from '../api/get-jobs'
import { useRetryJob } from '../api/retry-job'
import { BusinessDateCard } from '../components/business-date-card'
import { JobFilters } from '../components/job-filters'
import { useJobKindLabel } from '../components/job-kind'
import { JobStateChip } from '../components/job-state-chip'
import { formatDateTime } from '../../../lib/format'

const filterNames = ['kind', 'state'] as const
const codeSx = {
  fontFamily: 'monospace',
  fontSize: 12,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
} as const

/** /apps/jobs (manage all): the background job queue by kind and state, each job's error, and retry. */
export function Component() {
  const { t, i18n } = useTranslation('jobs')
  const { params, update, query } = useListParams(filterNames)
  const jobs = useJobs(query)
  const retry = useRetryJob()
  const { callText } = useErrorText('jobs')
  const notice = useListNotice()
  const kindLabel = useJobKindLabel()
  const time = (iso: string) =>
    formatDateTime(iso, i18n.language, undefined, { numeric: true, seconds: true })

  const retryJob = async (job: Job) => {
    try {
      await retry.mutateAsync(job.id)
      notice.show(t('retry.done', { id: job.id }))
    } catch (error) {
      notice.show(callText(error), 'error')
    }
  }

  const columns: DataTableColumn<Job>[] = [
    { id: 'id', header: t('columns.id'), sortKey: 'id', render: (job) => job.id },
    {
      id: 'kind',
      header: t('columns.kind'),
      sortKey: 'kind',
      render: (job) => (
        <Box sx={{ minWidth: 180, maxWidth: 320 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {kindLabel(job.kind)}
          </Typography>
          <Box component="code" sx={{ ...codeSx, display: 'block', color: 'text.secondary' }}>
            {job.kind}
          </Box>
          <Box component="code" sx={{ ...codeSx, color: 'text.secondary' }}>
            {JSON.stringify(job.payload)}
          </Box>
        </Box>
      ),
    },
    {
      id: 'state',
      header: t('columns.state'),
      sortKey: 'state',
      render: (job) => <JobStateChip state={job.state} />,
    },
    {
      id: 'attempts',
      header: t('columns.attempts'),
      sortKey: 'attempts',
      align: 'center',
      render: (job) => `${job.attempts} / ${job.maxAttempts}`,
    },
    {
      id: 'runAt',
      header: t('columns.runAt'),
      sortKey: 'runAt',
      render: (job) => <Box sx={{ whiteSpace: 'nowrap' }}>{time(job.runAt)}</Box>,
    },
    {
      id: 'error',
      header: t('columns.error'),
      render: (job) =>
        job.lastError ? (
          <Box component="code" sx={{ ...codeSx, color: 'error.main', display: 'block', maxWidth: 360 }}>
            {job.lastError}
          </Box>
        ) : (
          ''
        ),
    },
    {
      id: 'actions',
      header: t('list.actions', { ns: 'translation' }),
      align: 'center',
      render: (job) =>
        retryableJobStates.includes(job.state) && (
          <Stack direction="row" sx={{ justifyContent: 'center' }}>
            <Tooltip title={t('retry.label', { id: job.id })}>
              <IconButton
                size="small"
                disabled={retry.isPending}
                onClick={() => void retryJob(job)}
                aria-label={t('retry.label', { id: job.id })}
              >
                <Replay fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        ),
    },
  ]

  return (
    <ListScreen
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      notice={notice}
      banner={<BusinessDateCard />}
      filtersTitle={t('filters.title')}
      filters={
        <JobFilters
          filters={params.filters}
          kinds={jobs.data?.kinds ?? []}
          onChange={(filters) => update({ filters })}
        />
      }
      list={{ params, update }}
      searchLabel={t('list.search')}
      errorText={callText}
      query={jobs}
      table={{
        label: t('list.title'),
        columns,
        rows: jobs.data?.items,
        rowKey: (job) => job.id,
        total: jobs.data?.total ?? 0,
        emptyText: t('list.empty'),
      }}
    />
  )
}
