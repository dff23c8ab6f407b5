import EditOutlined from '@mui/icons-material/EditOutlined'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Checkbox from '@mui/material/Checkbox'
import IconButton from '@mui/material/IconButton'
import Tab from '@mui/material/Tab'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TablePagination from '@mui/material/TablePagination'
import TableRow from '@mui/material/TableRow'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import type { ImportRow, ImportRowsQuery, ImportSummary } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../lib/error-text'
import { useImportRows } from '../api/get-import-rows'
import { usePatchImportRow } from '../api/patch-import-row'
import { RowEditor } from './row-editor'
import { formatNumber } from '../../../lib/format'

type Filter = ImportRowsQuery['filter']

/**
 * The staged rows as the file had them, each wrong cell in red with its problem under it. While the import
 * is editable a row can be fixed (the pencil) or left out (the box); afterwards the refused rows are shown.
 */
export function PreviewTable({ summary }: { summary: ImportSummary }) {
  const { t, i18n } = useTranslation('imports')
  const { fieldText } = useErrorText('imports')
  const editable = summary.status === 'ready'
  const filters: Filter[] = editable ? ['all', 'errors', 'duplicates'] : ['rejected', 'all']
  const [filter, setFilter] = useState<Filter>(filters[1]!)
  const [page, setPage] = useState(0)
  const [itemsPerPage, setItemsPerPage] = useState(25)
  const [editing, setEditing] = useState<ImportRow | null>(null)
  const rows = useImportRows(summary.id, { filter, page: page + 1, itemsPerPage })
  const patch = usePatchImportRow(summary.id)
  const fieldOfColumn = new Map(
    Object.entries(summary.mapping).flatMap(([field, column]) => (column === null ? [] : [[column, field]])),
  )
  const cellProblem = (row: ImportRow, column: number) => {
    const field = fieldOfColumn.get(column)
    const codes = field ? row.errors[field] : undefined
    // Worded as the entity words that field (`fieldErrors.<entity>.<field>.<code>`), else as any field of that name.
    return field && codes?.[0] ? fieldText(codes[0], `${summary.entity}.${field}`) : ''
  }
  const rowProblem = (row: ImportRow) => (row.errors.row?.[0] ? fieldText(row.errors.row[0]) : '')
  const current = rows.data?.rows.find((row) => row.rowNumber === editing?.rowNumber) ?? editing
  return (
    <Card>
      <Tabs
        value={filter}
        onChange={(_event, value: Filter) => {
          setFilter(value)
          setPage(0)
        }}
        aria-label={t('preview.title')}
        // The theme's primary on white misses AA contrast for the selected tab's text.
        sx={{ px: 2, '& .MuiTab-root.Mui-selected': { color: 'text.primary' } }}
      >
        {filters.map((name) => (
          <Tab key={name} value={name} label={t(`preview.filters.${name}`)} />
        ))}
      </Tabs>
      {/* A wide file scrolls sideways: the region takes the keyboard focus so it can be scrolled without a mouse. */}
      <TableContainer tabIndex={0} role="region" aria-label={t('preview.title')}>
        <Table size="small" aria-label={t('preview.title')}>
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              {summary.headers.map((header, index) => (
                <TableCell key={index}>{header}</TableCell>
              ))}
              <TableCell>{editable ? t('preview.actions') : t('preview.outcome')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.data?.rows.map((row) => (
              <TableRow key={row.rowNumber} sx={row.excluded ? { opacity: 0.6 } : undefined}>
                <TableCell>{row.rowNumber}</TableCell>
                {summary.headers.map((_header, column) => {
                  const problem = cellProblem(row, column)
                  return (
                    <TableCell
                      key={column}
                      sx={problem ? { bgcolor: 'error.lighter', color: 'error.dark' } : undefined}
                    >
                      <Typography
                        variant="body2"
                        sx={problem ? { color: 'error.dark', fontWeight: 600 } : undefined}
                      >
                        {row.cells[column] ?? ''}
                      </Typography>
                      {problem && (
                        <Typography variant="caption" sx={{ color: 'error.dark', display: 'block' }}>
                          {problem}
                        </Typography>
                      )}
                    </TableCell>
                  )
                })}
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {editable ? (
                    <Box sx={{ display: 'flex', alignItems: 'center' }}>
                      <IconButton
                        aria-label={t('preview.edit', { n: row.rowNumber })}
                        onClick={() => setEditing(row)}
                      >
                        <EditOutlined />
                      </IconButton>
                      <Checkbox
                        checked={row.excluded}
                        disabled={patch.isPending}
                        slotProps={{ input: { 'aria-label': t('preview.skip', { n: row.rowNumber }) } }}
                        onChange={(event) =>
                          patch.mutate({
                            rowNumber: row.rowNumber,
                            patch: { excluded: event.target.checked },
                          })
                        }
                      />
                      {row.duplicateOf !== null && (
                        <Typography variant="caption">
                          {t('preview.duplicate', { id: row.duplicateOf, context: summary.entity })}
                        </Typography>
                      )}
                    </Box>
                  ) : (
                    <Typography variant="body2">
                      {t(`outcomes.${row.outcome}`)} {rowProblem(row)}
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            ))}
            {rows.data?.rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={summary.headers.length + 2}>{t('preview.empty')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={rows.data?.total ?? 0}
        page={page}
        onPageChange={(_event, next) => setPage(next)}
        rowsPerPage={itemsPerPage}
        rowsPerPageOptions={[10, 25, 50, 100]}
        onRowsPerPageChange={(event) => {
          setItemsPerPage(Number(event.target.value))
          setPage(0)
        }}
        labelRowsPerPage={t('preview.perPage')}
        labelDisplayedRows={({ from, to, count }) =>
          t('preview.shown', {
            from: formatNumber(from, i18n.language),
            to: formatNumber(to, i18n.language),
            count: formatNumber(count, i18n.language),
          })
        }
      />
      {editable && <RowEditor summary={summary} row={current} onClose={() => setEditing(null)} />}
    </Card>
  )
}
