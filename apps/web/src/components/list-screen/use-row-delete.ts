import { useState } from 'react'
import type { TrashRecordType } from '@mesa/contracts'
import { undoDelete } from '../../lib/undo'
import { undoThen, useUndoToast, type UndoToastHandle } from '../undo-toast'
import type { ListNotice } from './use-list-notice'

interface RowDeleteOptions<Row> {
  /** The delete call (a mutation's `mutateAsync`). */
  remove: (row: Row) => Promise<unknown>
  busy: boolean
  title: string
  /** The question, e.g. "Delete {{name}}?". */
  text: (row: Row) => string
  confirmLabel: string
  /** The notice once deleted. */
  done: (row: Row) => string
  /** Where the server no longer has the row (someone deleted it first): a notice instead of an error. */
  gone?: { when: (error: unknown) => boolean; text: (row: Row) => string }
  /** The error shown in the dialog (the feature's `callText`). */
  errorText: (error: unknown) => string
  notify: ListNotice['show']
  /**
   * Deletes that go to the trash: the notice becomes an undo toast for a few seconds; undo restores the row
   * (`undone` is the notice then, `onUndone` refreshes the list).
   */
  undo?: {
    type: TrashRecordType
    recordId: (row: Row) => string | number
    undone: (row: Row) => string
    onUndone: () => unknown
  }
  /** The list's shared undo toast (when it has bulk actions too); else the delete keeps its own. */
  undoToast?: UndoToastHandle
}

/** Confirm-and-delete for one row of a list: the question, the call, its error in the dialog, the notice. */
export function useRowDelete<Row>(options: RowDeleteOptions<Row>) {
  const [row, setRow] = useState<Row | null>(null)
  const [error, setError] = useState<string | null>(null)
  const ownToast = useUndoToast()
  const undoToast = options.undoToast ?? ownToast

  const offerUndo = (deleted: Row, undo: NonNullable<RowDeleteOptions<Row>['undo']>) =>
    undoToast.show({
      text: options.done(deleted),
      onUndo: undoThen({
        restore: () => undoDelete(undo.type, undo.recordId(deleted)),
        done: () => options.notify(undo.undone(deleted)),
        failed: (caught) => options.notify(options.errorText(caught), 'error'),
        refresh: undo.onUndone,
      }),
    })

  const confirm = async () => {
    if (row === null) return
    setError(null)
    try {
      await options.remove(row)
      if (options.undo) offerUndo(row, options.undo)
      else options.notify(options.done(row))
      setRow(null)
    } catch (caught) {
      if (options.gone?.when(caught)) {
        options.notify(options.gone.text(row))
        setRow(null)
        return
      }
      setError(options.errorText(caught))
    }
  }

  return {
    /** Opens the question for a row. */
    ask: (wanted: Row) => {
      setError(null)
      setRow(wanted)
    },
    /** Props for the list screen's ConfirmDialog. */
    dialog: {
      open: row !== null,
      title: options.title,
      text: row === null ? '' : options.text(row),
      confirmLabel: options.confirmLabel,
      busy: options.busy,
      error,
      onConfirm: () => void confirm(),
      onClose: () => setRow(null),
    },
    /** Props for the list screen's undo toast. */
    toast: undoToast.toast,
  }
}
