import { useState } from 'react'
import { undoThen, type UndoToastHandle } from '../undo-toast'
import type { ListNotice } from './use-list-notice'

/** One bulk action: the one call for every selected row, its notice, and how to undo it. */
interface BulkRun<Result> {
  perform: () => Promise<Result>
  /** The notice (or the undo toast's text) once done, e.g. "3 allies deleted". */
  done: (result: Result) => string
  /**
   * Undoable actions offer an undo in the toast for a few seconds: `run` puts every row back (a trash restore
   * of a bulk delete, or the previous values of a status change); `undone` is the notice then.
   */
  undo?: { run: (result: Result) => Promise<unknown>; undone: (result: Result) => string }
  /** Refreshes the list after the action and after its undo. */
  refresh: () => unknown
}

interface BulkActionOptions {
  /** Empties the selection once the action is done (`useRowSelection().clear`). */
  clear: () => void
  /** The toast the list shows (shared with its row deletes, so only the latest action is undoable). */
  undoToast: UndoToastHandle
  /** The feature's `callText`: words a failed call. */
  errorText: (error: unknown) => string
  notify: ListNotice['show']
}

/** What a list screen hands its feature's bulk hook (e.g. `useAllyBulk`): its rows and its shared pieces. */
export interface ListBulkOptions<Row> {
  rows: Row[] | undefined
  /** The list's query: a new page, filter or sort starts an empty selection. */
  listKey: string
  undoToast: UndoToastHandle
  errorText: (error: unknown) => string
  notify: ListNotice['show']
  refresh: () => unknown
}

/**
 * Runs a list's bulk actions (issue 20, the lists kit): the call, then the undo toast (or a notice), the
 * error notice when it fails (nothing changed: the API's bulk calls are all or nothing), and the refresh.
 */
export function useBulkAction({ clear, undoToast, errorText, notify }: BulkActionOptions) {
  const [busy, setBusy] = useState(false)

  const run = async <Result>(action: BulkRun<Result>) => {
    if (busy) return
    setBusy(true)
    try {
      const result = await action.perform()
      clear()
      const { undo } = action
      if (!undo) notify(action.done(result))
      else
        undoToast.show({
          text: action.done(result),
          onUndo: undoThen({
            restore: () => undo.run(result),
            done: () => notify(undo.undone(result)),
            failed: (caught) => notify(errorText(caught), 'error'),
            refresh: action.refresh,
          }),
        })
    } catch (caught) {
      notify(errorText(caught), 'error')
    } finally {
      setBusy(false)
      await action.refresh()
    }
  }

  return {
    /** Starts an action (ignored while one runs). */
    run: <Result>(action: BulkRun<Result>) => void run(action),
    busy,
  }
}
