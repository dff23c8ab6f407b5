import Add from '@mui/icons-material/Add'
import EditOutlined from '@mui/icons-material/EditOutlined'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { screens, templateStatuses, type MessageTemplate, type TemplateStatus } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { generatePath, Link as RouterLink } from 'react-router'
import type { DataTableColumn } from '../../../components/data-table'
import { FilterSelect, ListScreen, useListNotice } from '../../../components/list-screen'
import { ability } from '../../../lib/ability'
import { useErrorText } from '../../../lib/error-text'
import { useListParams } from '../../../lib/use-list-params'
import { useTemplates } from '../api/templates'

const statusColors: Record<TemplateStatus, 'default' | 'info' | 'success' | 'error'> = {
  draft: 'default',
  submitted: 'info',
  approved: 'success',
  rejected: 'error',
}

export const TemplateStatusChip = ({ status }: { status: TemplateStatus }) => {
  const { t } = useTranslation('messaging')
  return <Chip size="small" color={statusColors[status]} label={t(`templateStatus.${status}`)} />
}

/** Message templates (read templates): search, status filter, server sort and paging. */
export function Component() {
  const { t } = useTranslation('messaging')
  const { callText } = useErrorText('messaging')
  const { params, update, query } = useListParams(['status'])
  const templates = useTemplates(query)
  const notice = useListNotice()
  const columns: DataTableColumn<MessageTemplate>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      sortKey: 'name',
      render: (row) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {row.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="div" sx={{ maxWidth: 360 }}>
            {row.body}
          </Typography>
        </>
      ),
    },
    { id: 'language', header: t('columns.language'), render: (row) => row.language },
    {
      id: 'category',
      header: t('columns.category'),
      sortKey: 'category',
      render: (row) => t(`category.${row.category}`),
    },
    {
      id: 'status',
      header: t('columns.status'),
      sortKey: 'status',
      render: (row) => (
        <Tooltip title={row.rejectedReason ?? ''}>
          <span>
            <TemplateStatusChip status={row.status} />
          </span>
        </Tooltip>
      ),
    },
    {
      id: 'actions',
      header: t('list.actions', { ns: 'translation' }),
      align: 'center',
      render: (row) => (
        <Tooltip title={t('edit', { name: row.name })}>
          <IconButton
            size="small"
            component={RouterLink}
            to={generatePath(screens.editTemplate.path, { id: String(row.id) })}
            aria-label={t('edit', { name: row.name })}
          >
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ]
  return (
    <ListScreen
      title={t('templates')}
      notice={notice}
      filters={
        <FilterSelect
          id="template-status"
          label={t('columns.status')}
          value={params.filters.status ?? ''}
          allLabel={t('all')}
          options={templateStatuses.map((status) => ({
            value: status,
            label: t(`templateStatus.${status}`),
          }))}
          onChange={(status) => update({ filters: { status } })}
        />
      }
      list={{ params, update }}
      searchLabel={t('searchTemplates')}
      errorText={callText}
      actions={
        <>
          <Button component={RouterLink} to={screens.sendTemplate.path}>
            {t('sendTemplate')}
          </Button>
          {ability.can('create', 'templates') && (
            <Button
              variant="contained"
              startIcon={<Add />}
              component={RouterLink}
              to={screens.createTemplate.path}
            >
              {t('newTemplate')}
            </Button>
          )}
        </>
      }
      query={templates}
      table={{
        label: t('templates'),
        columns,
        rows: templates.data?.items,
        rowKey: (row) => row.id,
        total: templates.data?.total ?? 0,
        emptyText: t('noTemplates'),
      }}
    />
  )
}
