import { useState } from 'react'
import type { DataTableSelection } from '../data-table'
import { pageState, pageToggled, selectedOnPage, toggled } from './selection'

/**
 * Row selection of a list page (issue 20, the lists kit): a checkbox per row and "select page" in the header.
 * The selection is the page's: it empties when `listKey` (the list's query: page, filters, sort) changes, and
 * a row that left the page (a colleague deleted it) drops out.
 */
export function useRowSelection<Row, Id extends string | number>(
  rows: readonly Row[] | undefined,
  rowId: (row: Row) => Id,
  listKey: string,
  rowLabel: (row: Row) => string,
) {
  const [selected, setSelected] = useState<ReadonlySet<Id>>(() => new Set())
  const [key, setKey] = useState(listKey)
  if (key !== listKey) {
    // Adjusting state while rendering (React's way to reset on a prop change): a new page starts empty.
    setKey(listKey)
    setSelected(new Set())
  }
  const pageIds = rows?.map(rowId) ?? []
  const ids = selectedOnPage(selected, pageIds)
  const table: DataTableSelection<Row> = {
    isSelected: (row) => selected.has(rowId(row)),
    onToggle: (row) => setSelected((current) => toggled(current, rowId(row))),
    pageState: pageState(selected, pageIds),
    onTogglePage: () => setSelected((current) => pageToggled(current, pageIds)),
    rowLabel,
  }
  return {
    /** The selected rows' ids, in page order. */
    ids,
    clear: () => setSelected(new Set()),
    /** Props for the data table's checkbox column. */
    table,
  }
}
