import type { ReactNode } from 'react'
import type { DataTableSelection } from '../data-table'
import type { BulkBarProps } from './bulk-bar'
import { useBulkAction, type ListBulkOptions } from './use-bulk-action'
import { useRowSelection } from './use-row-selection'

/** The feature namespace's `t`, for the bar's words. */
type BulkWords = (key: string, options?: { count: number }) => string

/** What a feature's bulk hook tells the kit: its rows, actions and their one call, and the undo. */
interface ListBulkSpec<
  Row,
  Action extends string,
  Result extends { changed: readonly number[] },
> extends ListBulkOptions<Row> {
  /** A row's id, and its name for the row's checkbox label ("Seleccionar {{name}}"). */
  rowId: (row: Row) => number
  rowLabel: (row: Row) => string
  /** The list's actions in the bar's order; `may` keeps those the signed-in user may take. A delete is red. */
  actions: readonly Action[]
  may: (action: Action) => boolean
  icons: Record<Action, ReactNode>
  /**
   * The feature's texts: `bulk.<action>` the button, `bulk.done.<action>` the toast and `bulk.undone` the
   * notice after its undo, both with the `count` of rows changed.
   */
  t: BulkWords
  /** The call for every selected row (all or nothing). */
  perform: (action: Action, ids: number[]) => Promise<Result>
  /** Puts every changed row back (from the toast). */
  undo: (result: Result) => Promise<unknown>
}

/**
 * A list's selection and bulk bar (issue 20, the lists kit) from its actions: each button runs its action on
 * the selected rows (`useBulkAction`: the call, the undo toast, the refresh). Answers the list screen's `bulk`
 * prop, or undefined when the user may take none of the actions.
 */
export function useListBulk<Row, Action extends string, Result extends { changed: readonly number[] }>(
  spec: ListBulkSpec<Row, Action, Result>,
): { selection: DataTableSelection<Row>; bar: BulkBarProps } | undefined {
  const { t } = spec
  const selection = useRowSelection(spec.rows, spec.rowId, spec.listKey, spec.rowLabel)
  const bulk = useBulkAction({
    clear: selection.clear,
    undoToast: spec.undoToast,
    errorText: spec.errorText,
    notify: spec.notify,
  })
  const run = (action: Action) =>
    bulk.run<Result>({
      perform: () => spec.perform(action, selection.ids),
      done: (result) => t(`bulk.done.${action}`, { count: result.changed.length }),
      undo: { run: spec.undo, undone: (result) => t('bulk.undone', { count: result.changed.length }) },
      refresh: spec.refresh,
    })
  const actions = spec.actions.filter(spec.may).map((action) => ({
    id: action,
    label: t(`bulk.${action}`),
    icon: spec.icons[action],
    ...(action === 'delete' && { color: 'error' as const }),
    onClick: () => run(action),
  }))
  if (actions.length === 0) return undefined
  return {
    selection: selection.table,
    bar: { count: selection.ids.length, actions, busy: bulk.busy, onClear: selection.clear },
  }
}
