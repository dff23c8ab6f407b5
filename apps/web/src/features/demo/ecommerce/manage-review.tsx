import DeleteOutline from '@mui/icons-material/DeleteOutline'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Rating from '@mui/material/Rating'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { reviewStatuses, type Review } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import type { DataTableColumn } from '../../../components/data-table'
import { FilterSelect, ListScreen, useListNotice, useRowDelete } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { HttpError } from '../../../lib/http'
import { useListParams } from '../../../lib/use-list-params'
import { useDeleteReview, useReviews } from '../api/ecommerce'
import { DemoBanner } from '../components/demo-banner'
import { Person } from '../components/person'
import { StatusChip } from '../components/status-chip'

const filterNames = ['status'] as const

/** /apps/ecommerce/manage-review: status filter, search, server sort and paging, delete (404 when gone). */
export function Component() {
  const { t } = useTranslation('demo')
  const { params, update, query } = useListParams(filterNames)
  const reviews = useReviews(query)
  const remove = useDeleteReview()
  const { callText } = useErrorText('demo')
  const notice = useListNotice()
  const deletion = useRowDelete<Review>({
    remove: (review) => remove.mutateAsync(review.id),
    busy: remove.isPending,
    title: t('reviews.deleteTitle'),
    text: (review) => t('reviews.deleteText', { name: review.reviewer }),
    confirmLabel: t('list.delete', { ns: 'translation' }),
    done: (review) => t('reviews.deleted', { name: review.reviewer }),
    gone: {
      when: (error) => error instanceof HttpError && error.status === 404,
      text: (review) => t('reviews.gone', { name: review.reviewer }),
    },
    errorText: callText,
    notify: notice.show,
  })

  const columns: DataTableColumn<Review>[] = [
    {
      id: 'product',
      header: t('reviews.product'),
      sortKey: 'product',
      render: (review) => (
        <Box sx={{ minWidth: 160 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {review.product}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {review.companyName}
          </Typography>
        </Box>
      ),
    },
    {
      id: 'reviewer',
      header: t('reviews.reviewer'),
      sortKey: 'reviewer',
      render: (review) => <Person name={review.reviewer} detail={review.email} avatar={review.avatar} />,
    },
    {
      id: 'review',
      header: t('reviews.review'),
      render: (review) => (
        <Box sx={{ minWidth: 200 }}>
          <Rating
            value={review.review}
            readOnly
            size="small"
            aria-label={t('reviews.rating', { value: review.review })}
          />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {review.head}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {review.para}
          </Typography>
        </Box>
      ),
    },
    { id: 'date', header: t('reviews.date'), sortKey: 'date', render: (review) => review.date },
    {
      id: 'status',
      header: t('reviews.status'),
      sortKey: 'status',
      render: (review) => <StatusChip status={review.status} />,
    },
    {
      id: 'actions',
      header: t('list.actions', { ns: 'translation' }),
      align: 'center',
      render: (review) => (
        <Tooltip title={t('reviews.delete', { name: review.reviewer })}>
          <IconButton
            size="small"
            onClick={() => deletion.ask(review)}
            aria-label={t('reviews.delete', { name: review.reviewer })}
          >
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ]

  return (
    <ListScreen
      title={t('reviews.title')}
      banner={<DemoBanner />}
      notice={notice}
      filters={
        <FilterSelect
          id="review-status"
          label={t('reviews.status')}
          value={params.filters.status ?? ''}
          options={reviewStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          onChange={(status) => update({ filters: { status } })}
          allLabel={t('reviews.all')}
        />
      }
      list={{ params, update }}
      searchLabel={t('reviews.search')}
      errorText={callText}
      query={reviews}
      table={{
        label: t('reviews.title'),
        columns,
        rows: reviews.data?.reviews,
        rowKey: (review) => review.id,
        total: reviews.data?.total ?? 0,
        emptyText: t('reviews.empty'),
      }}
      deletion={deletion.dialog}
    />
  )
}
