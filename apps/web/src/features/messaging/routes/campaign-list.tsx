import Add from '@mui/icons-material/Add'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { campaignStatuses, screens, type Campaign } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { generatePath, Link as RouterLink } from 'react-router'
import type { DataTableColumn } from '../../../components/data-table'
import { FilterSelect, ListScreen, useListNotice } from '../../../components/list-screen'
import { ability } from '../../../lib/ability'
import { useErrorText } from '../../../lib/error-text'
import { useListParams } from '../../../lib/use-list-params'
import { useCampaigns } from '../api/campaigns'
import { CampaignStatusChip } from '../components/campaign-status-chip'
import { formatDate } from '../../../lib/format'

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100))

/** /apps/campaigns (read campaigns): every campaign with its status and how far its messages got. */
export function Component() {
  const { t, i18n } = useTranslation('messaging')
  const { callText } = useErrorText('messaging')
  const { params, update, query } = useListParams(['status'])
  const campaigns = useCampaigns(query)
  const notice = useListNotice()
  const columns: DataTableColumn<Campaign>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      sortKey: 'name',
      render: (row) => (
        <>
          <Link
            component={RouterLink}
            to={generatePath(screens.campaignDetail.path, { id: String(row.id) })}
            sx={{ fontWeight: 600 }}
          >
            {row.name}
          </Link>
          <Typography variant="caption" color="text.secondary" component="div">
            {t('templateLabel', { name: row.templateName })}
          </Typography>
        </>
      ),
    },
    {
      id: 'status',
      header: t('columns.status'),
      sortKey: 'status',
      render: (row) => <CampaignStatusChip status={row.status} />,
    },
    { id: 'total', header: t('campaign.recipients'), align: 'right', render: (row) => row.total },
    {
      id: 'read',
      header: t('campaign.readRate'),
      align: 'right',
      render: (row) => `${percent(row.counts.read + row.counts.replied, row.total)} %`,
    },
    {
      id: 'created',
      header: t('campaign.created'),
      sortKey: 'created',
      render: (row) => formatDate(row.createdAt, i18n.language),
    },
  ]
  return (
    <ListScreen
      title={t('campaigns')}
      notice={notice}
      filters={
        <FilterSelect
          id="campaign-status"
          label={t('columns.status')}
          value={params.filters.status ?? ''}
          allLabel={t('all')}
          options={campaignStatuses.map((status) => ({
            value: status,
            label: t(`campaignStatus.${status}`),
          }))}
          onChange={(status) => update({ filters: { status } })}
        />
      }
      list={{ params, update }}
      searchLabel={t('campaign.search')}
      errorText={callText}
      actions={
        ability.can('create', 'campaigns') && (
          <Button
            variant="contained"
            startIcon={<Add />}
            component={RouterLink}
            to={screens.createCampaign.path}
          >
            {t('campaign.new')}
          </Button>
        )
      }
      query={campaigns}
      table={{
        label: t('campaigns'),
        columns,
        rows: campaigns.data?.items,
        rowKey: (row) => row.id,
        total: campaigns.data?.total ?? 0,
        emptyText: t('campaign.none'),
      }}
    />
  )
}
