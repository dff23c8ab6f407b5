import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { insurerNames, type QueueItem } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { DataTableColumn } from '../../../components/data-table'
import { ListScreen, useListNotice } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { useListParams } from '../../../lib/use-list-params'
import { usePolizaQueue } from '../api/get-poliza-queue'
import { InsurerLinks } from '../components/insurer-links'
import { PolicyStatusChip } from '../components/policy-status-chip'
import { formatDate } from '../../../lib/format'

/** /apps/fondeos/poliza (read poliza): applications in stage póliza, each opening its quote screen. */
export function Component() {
  const { t, i18n } = useTranslation('insurance')
  const { callText } = useErrorText('insurance')
  const { params, update, query } = useListParams()
  const queue = usePolizaQueue(query)
  const notice = useListNotice()
  const columns: DataTableColumn<QueueItem>[] = [
    {
      id: 'folio',
      header: t('queue.columns.folio'),
      sortKey: 'folio',
      render: (item) => (
        <Link
          component={RouterLink}
          to={`/apps/fondeos/poliza/${item.product}/${item.id}`}
          sx={{ fontWeight: 600 }}
        >
          {t('queue.folio', { folio: item.folio })}
        </Link>
      ),
    },
    {
      id: 'applicant',
      header: t('queue.columns.applicant'),
      sortKey: 'applicantName',
      render: (item) => (
        <>
          <Typography variant="body2">{item.applicantName}</Typography>
          <Typography variant="caption" color="text.secondary">
            {item.vehicle}
          </Typography>
        </>
      ),
    },
    {
      id: 'since',
      header: t('queue.columns.since'),
      sortKey: 'stageEnteredAt',
      render: (item) => formatDate(item.stageEnteredAt, i18n.language),
    },
    { id: 'quotes', header: t('queue.columns.quotes'), align: 'right', render: (item) => item.quotes },
    {
      id: 'policy',
      header: t('queue.columns.policy'),
      render: (item) =>
        item.policy ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2">{insurerNames[item.policy.insurer]}</Typography>
            <PolicyStatusChip status={item.policy.status} />
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('queue.noPolicy')}
          </Typography>
        ),
    },
  ]
  return (
    <ListScreen
      title={t('queue.title')}
      subtitle={t('queue.subtitle')}
      headerActions={<InsurerLinks />}
      notice={notice}
      list={{ params, update }}
      searchLabel={t('queue.search')}
      errorText={callText}
      query={queue}
      table={{
        label: t('queue.title'),
        columns,
        rows: queue.data?.items,
        rowKey: (item) => item.id,
        total: queue.data?.total ?? 0,
        emptyText: t('queue.empty'),
      }}
    />
  )
}
