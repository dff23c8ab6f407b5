import Card from '@mui/material/Card'
import { DataTable, type DataTableProps } from '../../../components/data-table'
import type { useListParams } from '../../../lib/use-list-params'

interface PlainListProps<Row> {
  list: Pick<ReturnType<typeof useListParams>, 'params' | 'update'>
  query: { isFetching: boolean; error: unknown; refetch: () => unknown }
  table: Pick<DataTableProps<Row>, 'label' | 'columns' | 'rows' | 'rowKey' | 'total' | 'emptyText'>
}

/** A server-sorted, paged list whose endpoint has no search (spec §7 referrals, vehicles): the table alone. */
export function PlainList<Row>({ list: { params, update }, query, table }: PlainListProps<Row>) {
  return (
    <Card>
      <DataTable
        {...table}
        page={params.page}
        itemsPerPage={params.itemsPerPage}
        sortBy={params.sortBy}
        orderBy={params.orderBy}
        loading={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        onSort={(sortBy, orderBy) => update({ sortBy, orderBy })}
        onPage={(page) => update({ page })}
        onItemsPerPage={(itemsPerPage) => update({ itemsPerPage })}
      />
    </Card>
  )
}
