import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { exportPaths, mexicanStates, type CustomerRecordListItem } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { DataTableColumn } from '../../../components/data-table'
import { FilterSelect, ListScreen, useListNotice } from '../../../components/list-screen'
import type { ExportFormat } from '@mesa/contracts'
import { downloadCsvExport } from '../../../lib/csv-export'
import { useErrorText } from '../../../lib/error-text'
import { useListParams } from '../../../lib/use-list-params'
import { stateName } from '../../../lib/state-names'
import { useCustomers } from '../api/customers'

const filterNames = ['state'] as const

/** /apps/support/customer/list (read Admin): one row per person (CURP), with their contact data. */
export function Component() {
  const { t } = useTranslation('customers')
  const { params, update, query } = useListParams(filterNames)
  const customers = useCustomers(query)
  const { callText } = useErrorText('customers')
  const notice = useListNotice()
  const exportCsv = (format: ExportFormat) =>
    downloadCsvExport(
      exportPaths.customers,
      query,
      {
        headers: Object.fromEntries(
          ['id', 'fullName', 'curp', 'rfc', 'phone', 'email', 'state', 'applicationCount'].map((key) => [
            key,
            t(`customers.columns.${key}`),
          ]),
        ),
        values: {},
      },
      'clientes.csv',
      format,
    )
  const columns: DataTableColumn<CustomerRecordListItem>[] = [
    {
      id: 'name',
      header: t('customers.columns.fullName'),
      sortKey: 'name',
      render: (customer) => (
        <Box sx={{ minWidth: 200 }}>
          <Link
            component={RouterLink}
            to={`/apps/support/customer/edit/${customer.id}`}
            sx={{ fontWeight: 600 }}
          >
            {customer.fullName}
          </Link>
          <Typography variant="caption" color="text.secondary" component="div">
            {customer.rfc}
          </Typography>
        </Box>
      ),
    },
    { id: 'curp', header: t('customers.columns.curp'), sortKey: 'curp', render: (customer) => customer.curp },
    {
      id: 'contact',
      header: t('customers.columns.contact'),
      render: (customer) => (
        <Box>
          <Typography variant="body2">{customer.phone}</Typography>
          <Typography variant="caption" color="text.secondary">
            {customer.email}
          </Typography>
        </Box>
      ),
    },
    { id: 'state', header: t('customers.columns.state'), render: (customer) => stateName(customer.state) },
    {
      id: 'applications',
      header: t('customers.columns.applicationCount'),
      sortKey: 'applications',
      align: 'right',
      render: (customer) => customer.applicationCount,
    },
  ]
  return (
    <ListScreen
      title={t('customers.title')}
      subtitle={t('customers.subtitle')}
      notice={notice}
      filters={
        <FilterSelect
          id="customer-filter-state"
          label={t('customers.columns.state')}
          value={params.filters.state ?? ''}
          options={mexicanStates.map((state) => ({ value: state, label: stateName(state) }))}
          allLabel={t('filters.all')}
          minWidth={120}
          onChange={(value) => update({ filters: { state: value } })}
        />
      }
      list={{ params, update }}
      searchLabel={t('customers.search')}
      exportCsv={{ run: exportCsv }}
      errorText={callText}
      query={customers}
      table={{
        label: t('customers.title'),
        columns,
        rows: customers.data?.items,
        rowKey: (customer) => customer.id,
        total: customers.data?.total ?? 0,
        emptyText: t('customers.empty'),
      }}
    />
  )
}
