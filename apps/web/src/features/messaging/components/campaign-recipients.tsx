import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { recipientStatuses, type RecipientListResponse } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { DataTable, type DataTableColumn } from '../../../components/data-table'
import { FilterSelect } from '../../../components/list-screen'
import { useListParams } from '../../../lib/use-list-params'
import { useRecipients } from '../api/campaigns'
import { formatDateTime } from '../../../lib/format'

type Recipient = RecipientListResponse['items'][number]

/** The campaign's recipients, paged by the server, filtered by delivery status (kept in the URL). */
export function CampaignRecipients({ campaignId }: { campaignId: number }) {
  const { t, i18n } = useTranslation('messaging')
  const { params, update, query } = useListParams(['status'])
  const recipients = useRecipients(campaignId, query)
  const columns: DataTableColumn<Recipient>[] = [
    { id: 'name', header: t('columns.name'), render: (row) => row.fullName },
    { id: 'phone', header: t('campaign.phone'), render: (row) => <bdi>+{row.phone}</bdi> },
    {
      id: 'status',
      header: t('columns.status'),
      sortKey: 'status',
      render: (row) =>
        t(`recipientStatus.${row.status}`) + (row.failedReason ? ` (${row.failedReason})` : ''),
    },
    {
      id: 'updated',
      header: t('campaign.updated'),
      render: (row) => formatDateTime(row.updatedAt, i18n.language, undefined, { numeric: true }),
    },
  ]
  return (
    <Paper>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('campaign.recipients')}
        </Typography>
        <FilterSelect
          id="recipient-status"
          label={t('columns.status')}
          value={params.filters.status ?? ''}
          allLabel={t('all')}
          options={recipientStatuses.map((status) => ({
            value: status,
            label: t(`recipientStatus.${status}`),
          }))}
          onChange={(status) => update({ filters: { status }, page: 1 })}
        />
      </Stack>
      <DataTable
        label={t('campaign.recipients')}
        columns={columns}
        rows={recipients.data?.items}
        rowKey={(row) => row.id}
        total={recipients.data?.total ?? 0}
        page={params.page}
        itemsPerPage={params.itemsPerPage}
        sortBy={params.sortBy}
        orderBy={params.orderBy}
        loading={recipients.isFetching}
        error={recipients.error}
        emptyText={t('campaign.noRecipients')}
        onRetry={() => void recipients.refetch()}
        onSort={(sortBy, orderBy) => update({ sortBy, orderBy })}
        onPage={(page) => update({ page })}
        onItemsPerPage={(itemsPerPage) => update({ itemsPerPage, page: 1 })}
      />
    </Paper>
  )
}
