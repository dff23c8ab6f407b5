import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import type { DataTableProps } from './data-table'
import { useFirstRowsFirst } from './first-rows-first'

/**
 * The cards' look, once for the whole list (issue 39): each card is plain markup (li, div, dl, dt, dd) styled
 * from here, instead of a Paper and a Typography per line, each with its own `sx` that Emotion serialised in the
 * first commit: a list of 25 cards drew some 300 styled components on a phone's CPU. Same look: an outlined
 * paper (background, divider border, the theme's radius), the title in body1 semibold, label–value lines in
 * body2 with the labels secondary.
 */
const cardsLook = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: 1.5,
  '& .card': {
    p: 2,
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    bgcolor: 'background.paper',
    color: 'text.primary',
  },
  '& .card[data-selected="true"]': { bgcolor: 'action.selected' },
  '& .card-title': { display: 'flex', alignItems: 'center', gap: 1, minHeight: 24 },
  '& .card-title-text': { typography: 'body1', fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' },
  '& dl': { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, mt: 1 },
  '& dt': { typography: 'body2', color: 'text.secondary' },
  '& dd': { typography: 'body2', m: 0, minWidth: 0, overflowWrap: 'anywhere' },
  '& .card-actions': { mt: 1, display: 'flex', justifyContent: 'flex-end' },
} as const

/**
 * The list as cards, for phones (issue 38): a table of nine columns shows two at 390 px. Each row is a card whose
 * title is the first column and whose other columns are label–value lines; a column without a header (row
 * actions) closes the card. Sorting is a select, since there are no headers to press. The first cards come in
 * the screen's first commit, the rest right after (`useFirstRowsFirst`): a phone shows three or four.
 */
export function DataCards<Row>(props: DataTableProps<Row>) {
  const { t } = useTranslation()
  const { columns, selection } = props
  const rows = useFirstRowsFirst(props.rows)
  const [title, ...rest] = columns
  const lines = rest.filter((column) => column.header)
  const actions = rest.filter((column) => !column.header)
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
      <Box component="ul" aria-label={props.label} sx={cardsLook}>
        {rows?.map((row) => (
          <li key={props.rowKey(row)}>
            <div className="card" data-selected={selection?.isSelected(row) ?? false}>
              <div className="card-title">
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
                <div className="card-title-text">{title?.render(row)}</div>
              </div>
              <dl>
                {lines.map((column) => (
                  <Fragment key={column.id}>
                    <dt>{column.header}</dt>
                    <dd>{column.render(row)}</dd>
                  </Fragment>
                ))}
              </dl>
              {actions.map((column) => (
                <div key={column.id} className="card-actions">
                  {column.render(row)}
                </div>
              ))}
            </div>
          </li>
        ))}
      </Box>
      {props.rows && props.rows.length === 0 && !props.loading && (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {props.emptyText}
        </Typography>
      )}
    </Box>
  )
}
