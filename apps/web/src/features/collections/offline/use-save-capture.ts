import { useQueryClient } from '@tanstack/react-query'
import type { CollectionQueueItem } from '@mesa/contracts'
import { useEffect, useState } from 'react'
import type { ContractForm } from '../../../components/form'
import { noAnswer, refusalError } from '../../../lib/offline/outbox'
import { collectionKeys } from '../api/keys'
import { newCapture, resubmitted, type DeskEntry } from './capture-rules'
import { deskChanges, sendNow } from './desk-outbox'
import { deskStore, type DeskCapture } from './desk-store'
import { useCollectorId } from './use-desk-offline'

/**
 * A contact's or promise's dialog saving to the phone first (issue 39): "Guardar" stores the capture with its
 * time and Idempotency-Key and sends it at once. Sent: the dialog closes and the desk is read again. No signal:
 * the dialog closes, the capture waits on the phone (the page shows it) and goes when the signal returns.
 * Refused: the dialog shows why (the fields marked) and the capture stays on the phone as refused; saving
 * again sends the corrected one in its place. `editing` is a refused capture opened to be edited and sent again.
 */
export function useCaptureDialog(
  loan: Pick<CollectionQueueItem, 'loanId' | 'folio' | 'applicantName'>,
  editing: DeskCapture | undefined,
  onClose: () => void,
) {
  const userId = useCollectorId()
  const client = useQueryClient()
  const [current, setCurrent] = useState(editing)
  const [refusedHere, setRefusedHere] = useState(false)
  return {
    async submit(entry: DeskEntry) {
      const capture = current
        ? resubmitted(current, entry)
        : newCapture(
            { userId, loanId: loan.loanId, loan: { folio: loan.folio, applicantName: loan.applicantName } },
            entry,
          )
      await deskStore.saveCapture(capture)
      setCurrent(capture)
      deskChanges.notify()
      const outcome = await sendNow(capture.id)
      if ('sent' in outcome) void client.invalidateQueries({ queryKey: collectionKeys.all })
      else if (!noAnswer(outcome.error)) {
        setRefusedHere(true)
        throw outcome.error
      }
      onClose()
    },
    close() {
      // A new capture refused while its dialog was open, never left waiting: closing the dialog gives it up, as
      // closing any refused form does. One opened from the phone's list to be edited stays there.
      if (refusedHere && current && !editing) void deskStore.dropCapture(current.id).then(deskChanges.notify)
      onClose()
    },
  }
}

/** A refused capture opened to be edited shows why at once: the refused fields marked, any other reason above. */
export function useShowRefusal(
  form: Pick<ContractForm<never, never>, 'failWith'>,
  editing: DeskCapture | undefined,
) {
  const refusal = editing?.refusal
  useEffect(() => {
    if (refusal) form.failWith(refusalError(refusal), { shouldFocus: true })
    // Once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
