import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TablePagination from '@mui/material/TablePagination'
import TableRow from '@mui/material/TableRow'
import TableSortLabel from '@mui/material/TableSortLabel'
import { pageSizes, type SalesRecord } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { ScreenHeader } from '../../../components/list-screen'
import { SearchField } from '../../../components/search-field'
import { useListParams } from '../../../lib/use-list-params'
import { useSalesRecords } from '../api/pages'
import { DemoBanner } from '../components/demo-banner'
import { useDemoFormat } from '../components/format'
import { Person } from '../components/person'
import { QueryState } from '../components/query-state'
import { StatusChip } from '../components/status-chip'

/** The columns that sort, each with the value it sorts by. */
const sortValues: Record<string, (record: SalesRecord) => string | number> = {
  product: (record) => record.product.name.toLowerCase(),
  date: (record) => record.date,
  buyer: (record) => record.buyer.name.toLowerCase(),
  total: (record) => record.payment.total,
}

/**
 * /tables/data-table: every sales record (spec §7 answers them all at once), so this table searches, sorts and
 * pages in the browser; the state still lives in the URL.
 */
export function Component() {
  const { t } = useTranslation('demo')
  const records = useSalesRecords()
  const format = useDemoFormat()
  const { params, update } = useListParams()
  const sortBy = params.sortBy && sortValues[params.sortBy] ? params.sortBy : undefined
  const header = (id: string, label: string) => (
    <TableCell key={id} sortDirection={sortBy === id ? (params.orderBy ?? 'asc') : false}>
      {sortValues[id] ? (
        <TableSortLabel
          active={sortBy === id}
          direction={sortBy === id ? (params.orderBy ?? 'asc') : 'asc'}
          onClick={() =>
            update({ sortBy: id, orderBy: sortBy === id && params.orderBy !== 'desc' ? 'desc' : 'asc' })
          }
        >
          {label}
        </TableSortLabel>
      ) : (
        label
      )}
    </TableCell>
  )
  return (
    <>
      <ScreenHeader title={t('datatable.title')} />
      <DemoBanner />
      <Box sx={{ maxWidth: 360, mb: 2 }}>
        <SearchField value={params.q} onChange={(q) => update({ q })} label={t('datatable.search')} />
      </Box>
      <QueryState query={records}>
        {(all) => {
          const needle = params.q.toLowerCase()
          const found = all.filter((record) =>
            [record.product.name, record.product.brand, record.buyer.name].some((text) =>
              text.toLowerCase().includes(needle),
            ),
          )
          const value = sortBy ? sortValues[sortBy]! : undefined
          const direction = params.orderBy === 'desc' ? -1 : 1
          const sorted = value
            ? [...found].sort((a, b) =>
                value(a) < value(b) ? -direction : value(a) > value(b) ? direction : 0,
              )
            : found
          const start = (params.page - 1) * params.itemsPerPage
          return (
            <Card>
              <TableContainer>
                <Table size="small" aria-label={t('datatable.title')}>
                  <TableHead>
                    <TableRow>
                      {header('product', t('datatable.product'))}
                      {header('date', t('datatable.date'))}
                      {header('buyer', t('datatable.buyer'))}
                      {header('total', t('datatable.total'))}
                      {header('received', t('datatable.received'))}
                      {header('status', t('datatable.status'))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {sorted.slice(start, start + params.itemsPerPage).map((record) => (
                      <TableRow key={record.product.id}>
                        <TableCell>
                          <Person name={record.product.name} detail={record.product.brand} />
                        </TableCell>
                        <TableCell>{format.day(record.date)}</TableCell>
                        <TableCell>{record.buyer.name}</TableCell>
                        <TableCell align="right">{format.money(record.payment.total)}</TableCell>
                        <TableCell>
                          <StatusChip status={record.payment.receivedPaymentStatus} />
                        </TableCell>
                        <TableCell>
                          <StatusChip status={record.payment.status} />
                        </TableCell>
                      </TableRow>
                    ))}
                    {sorted.length === 0 && (
                      <TableRow>
                        <TableCell colSpan={6}>{t('datatable.empty')}</TableCell>
                      </TableRow>
                    )}
                  </TableBody>
                </Table>
              </TableContainer>
              <TablePagination
                component="div"
                count={sorted.length}
                page={Math.min(
                  params.page - 1,
                  Math.max(0, Math.ceil(sorted.length / params.itemsPerPage) - 1),
                )}
                rowsPerPage={params.itemsPerPage}
                rowsPerPageOptions={[...pageSizes]}
                onPageChange={(_, page) => update({ page: page + 1 })}
                onRowsPerPageChange={(event) => update({ itemsPerPage: Number(event.target.value) })}
                labelRowsPerPage={t('datatable.rowsPerPage')}
              />
            </Card>
          )
        }}
      </QueryState>
    </>
  )
}
