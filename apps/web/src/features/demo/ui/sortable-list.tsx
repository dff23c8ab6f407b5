import ArrowDownward from '@mui/icons-material/ArrowDownward'
import ArrowUpward from '@mui/icons-material/ArrowUpward'
import DragIndicator from '@mui/icons-material/DragIndicator'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import { useRef, useState, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadText, toCsv } from '../../../lib/csv'

/** Moves the item at `from` to `to`, leaving the others in order. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items]
  const [item] = next.splice(from, 1)
  if (item !== undefined) next.splice(to, 0, item)
  return next
}

/** The first cell of a CSV line: quoted (commas and doubled quotes inside) or up to the first comma. */
function firstCell(line: string): string {
  if (!line.startsWith('"')) return (line.split(',')[0] ?? '').trim()
  const quoted = /^"((?:[^"]|"")*)"/.exec(line)
  return (quoted ? quoted[1]! : line.slice(1)).replace(/""/g, '"').trim()
}

/** One task per line of a CSV's first column (header skipped when it says "task"). */
export function tasksFromCsv(text: string): string[] {
  // A file exported here starts with a BOM: it must not hide the header.
  const rows = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map(firstCell)
    .filter(Boolean)
  return rows[0]?.toLowerCase() === 'task' ? rows.slice(1) : rows
}

/**
 * Drag & drop (the browser's own drag events, no library) with buttons for the keyboard, plus import and
 * export of the list as CSV in the browser (nothing is uploaded).
 */
export function SortableList({ initial }: { initial: string[] }) {
  const { t } = useTranslation('demo')
  const [items, setItems] = useState(initial)
  const dragged = useRef<number | null>(null)
  // The project's CSV writer: quoting, a BOM for spreadsheets, and formula-looking cells defused.
  const exportCsv = () =>
    downloadText('tareas-demo.csv', toCsv(items, [{ header: 'task', value: (task) => task }]))
  const importCsv = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    if (file) setItems(tasksFromCsv(await file.text()).slice(0, 50))
    event.target.value = ''
  }
  return (
    <>
      <List dense aria-label={t('ui.extensions.dragList')}>
        {items.map((item, index) => (
          <ListItem
            key={`${item}-${index}`}
            draggable
            onDragStart={() => (dragged.current = index)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={() => {
              if (dragged.current !== null) setItems(moveItem(items, dragged.current, index))
              dragged.current = null
            }}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mb: 1, cursor: 'grab' }}
            secondaryAction={
              <>
                <IconButton
                  size="small"
                  disabled={index === 0}
                  aria-label={t('ui.extensions.moveUp', { item })}
                  onClick={() => setItems(moveItem(items, index, index - 1))}
                >
                  <ArrowUpward fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  disabled={index === items.length - 1}
                  aria-label={t('ui.extensions.moveDown', { item })}
                  onClick={() => setItems(moveItem(items, index, index + 1))}
                >
                  <ArrowDownward fontSize="small" />
                </IconButton>
              </>
            }
          >
            <ListItemIcon sx={{ minWidth: 32 }}>
              <DragIndicator fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={item} />
          </ListItem>
        ))}
      </List>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={exportCsv}>
          {t('ui.extensions.export')}
        </Button>
        <Button variant="outlined" component="label">
          {t('ui.extensions.import')}
          <input hidden type="file" accept=".csv,text/csv" onChange={(event) => void importCsv(event)} />
        </Button>
      </Box>
    </>
  )
}
