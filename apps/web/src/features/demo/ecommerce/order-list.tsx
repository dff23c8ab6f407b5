import DeleteOutline from '@mui/icons-material/DeleteOutline'
import Visibility from '@mui/icons-material/Visibility'
import IconButton from '@mui/material/IconButton'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import type { Order } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { DataTableColumn } from '../../../components/data-table'
import { ListScreen, useListNotice, useRowDelete } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { useListParams } from '../../../lib/use-list-params'
import { useDeleteOrder, useOrders } from '../api/ecommerce'
import { DemoBanner } from '../components/demo-banner'
import { useDemoFormat } from '../components/format'
import { Person } from '../components/person'
import { StatusChip } from '../components/status-chip'

const detailsPath = (order: Order) => `/apps/ecommerce/order/details/${order.id}`

/** /apps/ecommerce/order/list: search (customer, e-mail, number), server sort and paging, delete. */
export function Component() {
  const { t } = useTranslation('demo')
  const { params, update, query } = useListParams()
  const orders = useOrders(query)
  const remove = useDeleteOrder()
  const format = useDemoFormat()
  const { callText } = useErrorText('demo')
  const notice = useListNotice()
  const deletion = useRowDelete<Order>({
    remove: (order) => remove.mutateAsync(order.id),
    busy: remove.isPending,
    title: t('orders.deleteTitle'),
    text: (order) => t('orders.deleteText', { number: order.order }),
    confirmLabel: t('list.delete', { ns: 'translation' }),
    done: (order) => t('orders.deleted', { number: order.order }),
    errorText: callText,
    notify: notice.show,
  })

  const columns: DataTableColumn<Order>[] = [
    {
      id: 'order',
      header: t('orders.order'),
      sortKey: 'order',
      render: (order) => (
        <Link component={RouterLink} to={detailsPath(order)} underline="hover">
          #{order.order}
        </Link>
      ),
    },
    {
      id: 'date',
      header: t('orders.date'),
      sortKey: 'date',
      render: (order) => (
        <Typography variant="body2" noWrap>
          {format.day(order.date)} {order.time}
        </Typography>
      ),
    },
    {
      id: 'customer',
      header: t('orders.customer'),
      sortKey: 'customers',
      render: (order) => <Person name={order.customer} detail={order.email} avatar={order.avatar} />,
    },
    {
      id: 'payment',
      header: t('orders.payment'),
      render: (order) => t(`payment.${order.payment}`),
    },
    {
      id: 'status',
      header: t('orders.status'),
      sortKey: 'status',
      render: (order) => <StatusChip status={order.status} />,
    },
    {
      id: 'method',
      header: t('orders.method'),
      render: (order) => `${t(`method.${order.method}`)} ···${order.methodNumber}`,
    },
    {
      id: 'spent',
      header: t('orders.spent'),
      sortKey: 'spent',
      align: 'right',
      render: (order) => format.money(order.spent),
    },
    {
      id: 'actions',
      header: t('list.actions', { ns: 'translation' }),
      align: 'center',
      render: (order) => (
        <Stack direction="row" sx={{ justifyContent: 'center' }}>
          <Tooltip title={t('orders.view', { number: order.order })}>
            <IconButton
              size="small"
              component={RouterLink}
              to={detailsPath(order)}
              aria-label={t('orders.view', { number: order.order })}
            >
              <Visibility fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('orders.delete', { number: order.order })}>
            <IconButton
              size="small"
              onClick={() => deletion.ask(order)}
              aria-label={t('orders.delete', { number: order.order })}
            >
              <DeleteOutline fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ),
    },
  ]

  return (
    <ListScreen
      title={t('orders.title')}
      banner={<DemoBanner />}
      notice={notice}
      list={{ params, update }}
      searchLabel={t('orders.search')}
      errorText={callText}
      query={orders}
      table={{
        label: t('orders.title'),
        columns,
        rows: orders.data?.orders,
        rowKey: (order) => order.id,
        total: orders.data?.total ?? 0,
        emptyText: t('orders.empty'),
      }}
      deletion={deletion.dialog}
    />
  )
}
