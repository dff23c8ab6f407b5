import Link from '@mui/material/Link'
import type { Customer } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { DataTableColumn } from '../../../components/data-table'
import { ListScreen, useListNotice } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { useListParams } from '../../../lib/use-list-params'
import { useCustomers } from '../api/ecommerce'
import { DemoBanner } from '../components/demo-banner'
import { useDemoFormat } from '../components/format'
import { Person } from '../components/person'

/** /apps/ecommerce/customer/list: search (customer, country, e-mail), server sort and paging. */
export function Component() {
  const { t } = useTranslation('demo')
  const { params, update, query } = useListParams()
  const customers = useCustomers(query)
  const format = useDemoFormat()
  const { callText } = useErrorText('demo')
  const notice = useListNotice()

  const columns: DataTableColumn<Customer>[] = [
    {
      id: 'customer',
      header: t('customers.customer'),
      sortKey: 'customer',
      render: (customer) => (
        <Link
          component={RouterLink}
          to={`/apps/ecommerce/customer/details/${customer.customerId}`}
          underline="none"
          color="inherit"
        >
          <Person name={customer.customer} detail={customer.email} avatar={customer.avatar} />
        </Link>
      ),
    },
    {
      id: 'customerId',
      header: t('customers.customerId'),
      sortKey: 'customerId',
      render: (customer) => `#${customer.customerId}`,
    },
    {
      id: 'country',
      header: t('customers.country'),
      sortKey: 'country',
      render: (customer) => `${customer.countryCode} · ${customer.country}`,
    },
    {
      id: 'orders',
      header: t('customers.orders'),
      sortKey: 'orders',
      align: 'right',
      render: (customer) => format.number(customer.order),
    },
    {
      id: 'totalSpent',
      header: t('customers.totalSpent'),
      sortKey: 'totalSpent',
      align: 'right',
      render: (customer) => format.money(customer.totalSpent),
    },
  ]

  return (
    <ListScreen
      title={t('customers.title')}
      banner={<DemoBanner />}
      notice={notice}
      list={{ params, update }}
      searchLabel={t('customers.search')}
      errorText={callText}
      query={customers}
      table={{
        label: t('customers.title'),
        columns,
        rows: customers.data?.customers,
        rowKey: (customer) => customer.id,
        total: customers.data?.total ?? 0,
        emptyText: t('customers.empty'),
      }}
    />
  )
}
