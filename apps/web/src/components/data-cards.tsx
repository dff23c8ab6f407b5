import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { DataTableProps } from './data-table'

/**
 * The list as cards, for phones (issue 38): a table of nine columns shows two at 390 px. Each row is a card whose
 * title is the first column and whose other columns are label–value lines; a column without a header (row
 * actions) closes the card. Sorting is a select, since there are no headers to press.
 */
export function DataCards<Row>(props: DataTableProps<Row>) {
  const { t } = useTranslation()
  const { columns, rows, selection } = props
  const [title, ...rest] = columns
  const sortable = columns.filter((column) => column.sortKey)
  const sortValue = props.sortBy ? `${props.sortBy}:${props.orderBy ?? 'asc'}` : ''
  return (
    <Box sx={{ px: 2 }}>
      {sortable.length > 0 && (
        <TextField
          select
          size="small"
          fullWidth
          label={t('list.sortBy')}
          value={sortValue}
          onChange={(event) => {
            const [sortBy, orderBy] = event.target.value.split(':')
            if (sortBy) props.onSort(sortBy, orderBy === 'desc' ? 'desc' : 'asc')
          }}
          sx={{ mb: 2 }}
        >
          {sortable.flatMap((column) =>
            (['asc', 'desc'] as const).map((order) => (
              <MenuItem key={`${column.sortKey}:${order}`} value={`${column.sortKey}:${order}`}>
                {t(`list.sortOrder.${order}`, { column: column.header })}
              </MenuItem>
            )),
          )}
        </TextField>
      )}
      <Box
        component="ul"
        aria-label={props.label}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
      >
        {rows?.map((row) => (
          <Box component="li" key={props.rowKey(row)}>
            <Paper
              variant="outlined"
              sx={{ p: 2, bgcolor: selection?.isSelected(row) ? 'action.selected' : undefined }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 24 }}>
                {selection && (
                  <Checkbox
                    size="small"
                    edge="start"
                    checked={selection.isSelected(row)}
                    onChange={() => selection.onToggle(row)}
                    slotProps={{
                      input: { 'aria-label': t('list.selectRow', { name: selection.rowLabel(row) }) },
                    }}
                  />
                )}
                <Typography component="div" sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {title?.render(row)}
                </Typography>
              </Box>
              <Box
                component="dl"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'auto 1fr',
                  columnGap: 2,
                  rowGap: 0.5,
                  m: 0,
                  mt: 1,
                }}
              >
                {rest
                  .filter((column) => column.header)
                  .map((column) => (
                    <Box key={column.id} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {column.header}
                      </Typography>
                      <Typography
                        component="dd"
                        variant="body2"
                        sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}
                      >
                        {column.render(row)}
                      </Typography>
                    </Box>
                  ))}
              </Box>
              {rest
                .filter((column) => !column.header)
                .map((column) => (
                  <Box key={column.id} sx={{ mt: 1, display: 'flex', justifyContent: 'flex-end' }}>
                    {column.render(row)}
                  </Box>
                ))}
            </Paper>
          </Box>
        ))}
      </Box>
      {rows && rows.length === 0 && !props.loading && (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {props.emptyText}
        </Typography>
      )}
    </Box>
  )
}
