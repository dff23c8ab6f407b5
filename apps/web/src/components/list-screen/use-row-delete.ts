import { useState } from 'react'
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
}

/** Confirm-and-delete for one row of a list: the question, the call, its error in the dialog, the notice. */
export function useRowDelete<Row>(options: RowDeleteOptions<Row>) {
  const [row, setRow] = useState<Row | null>(null)
  const [error, setError] = useState<string | null>(null)

  const confirm = async () => {
    if (row === null) return
    setError(null)
    try {
      await options.remove(row)
      options.notify(options.done(row))
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
  }
}
