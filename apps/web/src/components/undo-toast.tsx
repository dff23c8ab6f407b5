import Button from '@mui/material/Button'
import Snackbar from '@mui/material/Snackbar'
import { UNDO_TOAST_MS } from '@mesa/contracts'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'

interface UndoOffer {
  /** What was done, e.g. "Aliado eliminado". */
  text: string
  /** Puts it back (a restore call); a failure is for `onUndo`'s caller to word. */
  onUndo: () => Promise<void>
}

export interface UndoToastProps {
  offer: UndoOffer | null
  busy: boolean
  onUndo: () => void
  onClose: () => void
}

/**
 * The undo toast of a delete or bulk action: for a few seconds it offers to put things back. Each new offer
 * replaces the last (only the latest action is undoable from here; older ones from the trash).
 */
export function useUndoToast() {
  const [offer, setOffer] = useState<UndoOffer | null>(null)
  const [busy, setBusy] = useState(false)
  const show = useCallback((next: UndoOffer) => setOffer(next), [])
  const toast: UndoToastProps = {
    offer,
    busy,
    onUndo: () => {
      if (!offer || busy) return
      setBusy(true)
      void offer.onUndo().finally(() => {
        setBusy(false)
        setOffer(null)
      })
    },
    onClose: () => {
      if (!busy) setOffer(null)
    },
  }
  return { show, toast }
}
/** A list's undo toast, shared by its row deletes and its bulk actions (one toast, the latest action). */
export type UndoToastHandle = ReturnType<typeof useUndoToast>

/**
 * An offer's `onUndo` as every screen words it: put back, then say so (`done`), or word the failure; the screen
 * refreshes either way.
 */
export const undoThen =
  (steps: {
    restore: () => Promise<unknown>
    done?: () => void
    failed: (caught: unknown) => void
    refresh: () => unknown
  }) =>
  async () => {
    try {
      await steps.restore()
      steps.done?.()
    } catch (caught) {
      steps.failed(caught)
    } finally {
      await steps.refresh()
    }
  }

/** The toast itself (bottom, start side, so it sits right in Arabic); Escape or the timeout closes it. */
export function UndoToast({ offer, busy, onUndo, onClose }: UndoToastProps) {
  const { t } = useTranslation()
  return (
    <Snackbar
      open={offer !== null}
      // A new offer (another row deleted) restarts the countdown.
      key={offer?.text}
      autoHideDuration={UNDO_TOAST_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose()
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      message={offer?.text}
      action={
        <Button color="inherit" size="small" disabled={busy} onClick={onUndo} sx={{ fontWeight: 700 }}>
          {t('undo.action')}
        </Button>
      }
    />
  )
}
