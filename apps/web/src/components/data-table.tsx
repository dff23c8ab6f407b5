import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import LinearProgress from '@mui/material/LinearProgress'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TablePagination from '@mui/material/TablePagination'
import TableRow from '@mui/material/TableRow'
import TableSortLabel from '@mui/material/TableSortLabel'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { pageSizes, type OrderBy } from '@mesa/contracts'
import { DataCards } from './data-cards'
import { displayedRowsKey } from './list-screen/capped-total'
import type { PageSelectionState } from './list-screen/selection'
import { usePhone } from '../lib/use-phone'

export interface DataTableColumn<Row> {
  id: string
  header: string
  /** The list endpoint's sort key, when the column sorts. */
  sortKey?: string
  align?: 'left' | 'right' | 'center'
  render: (row: Row) => ReactNode
}

/** A checkbox per row and "select page" in the header (`useRowSelection().table`, the lists kit). */
export interface DataTableSelection<Row> {
  isSelected: (row: Row) => boolean
  onToggle: (row: Row) => void
  pageState: PageSelectionState
  onTogglePage: () => void
  /** The row's name for its checkbox's label, e.g. the ally's name. */
  rowLabel: (row: Row) => string
}

export interface DataTableProps<Row> {
  label: string
  columns: DataTableColumn<Row>[]
  rows: Row[] | undefined
  rowKey: (row: Row) => string | number
  total: number
  /** The total is a lower bound (the API's `totalCapped`): shown as "1000+". */
  totalCapped?: boolean
  page: number
  itemsPerPage: number
  sortBy: string | undefined
  orderBy: OrderBy | undefined
  loading: boolean
  error: unknown
  emptyText: string
  onRetry: () => void
  onSort: (sortBy: string, orderBy: OrderBy) => void
  onPage: (page: number) => void
  onItemsPerPage: (itemsPerPage: number) => void
  selection?: DataTableSelection<Row>
}

/**
 * A server-side list (docs/spec.md): the endpoint sorts and pages; this shows loading, empty and
 * error states, sortable headers and the page sizes of spec §9. On a phone the rows are cards (`DataCards`).
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { t } = useTranslation()
  const phone = usePhone()
  const { columns, rows, loading, error, selection } = props
  const toggleSort = (sortKey: string) => {
    const isCurrent = props.sortBy === sortKey
    props.onSort(sortKey, isCurrent && props.orderBy === 'asc' ? 'desc' : 'asc')
  }
  return (
    <Box>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={t('list.loading')} />}</Box>
      {error ? (
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={
            <Button color="inherit" size="small" onClick={props.onRetry}>
              {t('list.retry')}
            </Button>
          }
        >
          {t('list.loadError')}
        </Alert>
      ) : null}
      {phone ? (
        <DataCards {...props} />
      ) : (
        <TableContainer>
          <Table aria-label={props.label} size="small">
            <TableHead>
              <TableRow>
                {selection && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      size="small"
                      checked={selection.pageState === 'all'}
                      indeterminate={selection.pageState === 'some'}
                      disabled={!rows?.length}
                      onChange={selection.onTogglePage}
                      slotProps={{ input: { 'aria-label': t('list.selectPage') } }}
                    />
                  </TableCell>
                )}
                {columns.map((column) => (
                  <TableCell
                    key={column.id}
                    align={column.align ?? 'left'}
                    sortDirection={props.sortBy === column.sortKey ? (props.orderBy ?? 'asc') : false}
                  >
                    {column.sortKey ? (
                      <TableSortLabel
                        active={props.sortBy === column.sortKey}
                        direction={props.sortBy === column.sortKey ? (props.orderBy ?? 'asc') : 'asc'}
                        onClick={() => toggleSort(column.sortKey!)}
                      >
                        {column.header}
                      </TableSortLabel>
                    ) : (
                      column.header
                    )}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows?.map((row) => (
                <TableRow hover key={props.rowKey(row)} selected={selection?.isSelected(row) ?? false}>
                  {selection && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        size="small"
                        checked={selection.isSelected(row)}
                        onChange={() => selection.onToggle(row)}
                        slotProps={{
                          input: { 'aria-label': t('list.selectRow', { name: selection.rowLabel(row) }) },
                        }}
                      />
                    </TableCell>
                  )}
                  {columns.map((column) => (
                    <TableCell key={column.id} align={column.align ?? 'left'}>
                      {column.render(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
              {rows && rows.length === 0 && !loading && (
                <TableRow>
                  <TableCell colSpan={columns.length + (selection ? 1 : 0)}>
                    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
                      {props.emptyText}
                    </Typography>
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <TablePagination
        component="div"
        count={props.total}
        page={Math.max(0, props.page - 1)}
        rowsPerPage={props.itemsPerPage}
        rowsPerPageOptions={[...pageSizes]}
        onPageChange={(_event, page) => props.onPage(page + 1)}
        onRowsPerPageChange={(event) => props.onItemsPerPage(Number(event.target.value))}
        labelRowsPerPage={t('list.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) =>
          t(displayedRowsKey(props.totalCapped), { from, to, count })
        }
        getItemAriaLabel={(type) => t(`list.pageAria.${type}`)}
      />
    </Box>
  )
}
