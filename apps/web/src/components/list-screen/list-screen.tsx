import FilterListIcon from '@mui/icons-material/FilterList'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Divider from '@mui/material/Divider'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { useListParams } from '../../lib/use-list-params'
import { ConfirmDialog } from '../confirm-dialog'
import { DataTable, type DataTableProps, type DataTableSelection } from '../data-table'
import { SearchField } from '../search-field'
import { UndoToast, type UndoToastProps } from '../undo-toast'
import type { ExportFormat } from '@mesa/contracts'
import { BulkBar, type BulkBarProps } from './bulk-bar'
import { totalIsCapped } from './capped-total'
import { ExportButton } from './export-button'
import { NoticeAlert } from './notice-alert'
import { SavedViewsBar } from './saved-views-bar'
import { ScreenHeader } from './screen-header'
import type { ListNotice } from './use-list-notice'
import { usePhone } from '../../lib/use-phone'

/** The list's URL state (`useListParams`). */
type ListState = Pick<ReturnType<typeof useListParams>, 'params' | 'update'>
/** What the table needs from the list's query (a TanStack Query result). */
interface ListQuery {
  /** The list's answer: a `totalCapped` in it (a lower-bound total, issue 12) shows the total as "1000+". */
  data?: unknown
  isFetching: boolean
  error: unknown
  refetch: () => unknown
}

interface ListScreenProps<Row> {
  title: string
  /** A line under the title (what the screen is for). */
  subtitle?: string
  /** Buttons beside the title (e.g. "Nueva solicitud"). */
  headerActions?: ReactNode
  notice: ListNotice
  /** Content between the header and the list card (e.g. the audit trail's verification). */
  banner?: ReactNode
  /**
   * The filter elements (`FilterSelect`s); with `filtersTitle` they get their own section of the card, laid out
   * in a wrapping row, else they sit beside the search.
   */
  filters?: ReactNode
  filtersTitle?: string
  list: ListState
  searchLabel: string
  /**
   * Export of the filtered list, as CSV and (unless `formats` says otherwise) XLSX; `run` gets the format.
   * A failure becomes an error notice through `errorText`.
   */
  exportCsv?: { run: (format: ExportFormat) => Promise<void>; disabled?: boolean; formats?: ExportFormat[] }
  errorText: (error: unknown) => string
  /** The add button (shown only to those who may add). */
  actions?: ReactNode
  query: ListQuery
  table: Pick<DataTableProps<Row>, 'label' | 'columns' | 'rows' | 'rowKey' | 'total' | 'emptyText'>
  /** Confirm-and-delete (`useRowDelete().dialog`). */
  deletion?: Parameters<typeof ConfirmDialog>[0]
  /** The undo toast of deletes that go to the trash and of bulk actions (`useUndoToast().toast`). */
  undoToast?: UndoToastProps
  /**
   * Row selection and bulk actions: the checkbox column (`useRowSelection().table`) and the bar of actions
   * over the selected rows (`useBulkAction` runs them, with their undo in `undoToast`).
   */
  bulk?: { selection: DataTableSelection<Row>; bar: BulkBarProps }
  /** The screen's own dialogs and drawers (add, edit). */
  children?: ReactNode
}

/**
 * The one list screen (docs/spec.md): title, notice, filter card, search, CSV export, add button, the server
 * data table with its loading, empty and error states, confirm-and-delete, and row selection with bulk actions
 * and their undo. The list state lives in the URL (`useListParams`); a feature supplies its columns, filters and
 * actions. Saved views (tabs above the list) come with every list screen.
 */
export function ListScreen<Row>(props: ListScreenProps<Row>) {
  const { t } = useTranslation()
  const { params, update } = props.list
  // On a phone eight filters fill the screen before the first row (issue 38): they fold behind one button.
  const phone = usePhone()
  const [filtersOpen, setFiltersOpen] = useState(false)
  const showFilters = !phone || filtersOpen
  const filtersToggle = phone && props.filters && (
    <Button
      variant="outlined"
      startIcon={<FilterListIcon />}
      aria-expanded={filtersOpen}
      onClick={() => setFiltersOpen((open) => !open)}
    >
      {props.filtersTitle ?? t('list.filters')}
    </Button>
  )
  return (
    <>
      <ScreenHeader title={props.title} subtitle={props.subtitle} actions={props.headerActions} />
      <NoticeAlert notice={props.notice} />
      {props.banner}
      <Card>
        <SavedViewsBar onError={(error) => props.notice.show(props.errorText(error), 'error')} />
        {props.filtersTitle && showFilters && (
          <>
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                {props.filtersTitle}
              </Typography>
              <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
                {props.filters}
              </Stack>
            </CardContent>
            <Divider />
          </>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 2, alignItems: 'center' }}>
          <SearchField value={params.q} onChange={(q) => update({ q })} label={props.searchLabel} />
          {filtersToggle}
          {!props.filtersTitle && showFilters && props.filters}
          <Box sx={{ flex: 1 }} />
          {props.exportCsv && (
            <ExportButton
              onExport={props.exportCsv.run}
              formats={props.exportCsv.formats}
              disabled={props.exportCsv.disabled}
              onError={(error) => props.notice.show(props.errorText(error), 'error')}
            />
          )}
          {props.actions}
        </Box>
        {props.bulk && <BulkBar {...props.bulk.bar} />}
        <DataTable
          {...props.table}
          totalCapped={totalIsCapped(props.query.data)}
          {...(props.bulk && { selection: props.bulk.selection })}
          page={params.page}
          itemsPerPage={params.itemsPerPage}
          sortBy={params.sortBy}
          orderBy={params.orderBy}
          loading={props.query.isFetching}
          error={props.query.error}
          onRetry={() => void props.query.refetch()}
          onSort={(sortBy, orderBy) => update({ sortBy, orderBy })}
          onPage={(page) => update({ page })}
          onItemsPerPage={(itemsPerPage) => update({ itemsPerPage })}
        />
      </Card>
      {props.deletion && <ConfirmDialog {...props.deletion} />}
      {props.undoToast && <UndoToast {...props.undoToast} />}
      {props.children}
    </>
  )
}
