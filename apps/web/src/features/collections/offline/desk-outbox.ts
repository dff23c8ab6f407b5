import { collectionPaths } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { z } from 'zod'
import { api } from '../../../lib/api-client'
import { changeNotifier, keptRefusal, noAnswer, outboxRunner } from '../../../lib/offline/outbox'
import { waitingInOrder } from './capture-rules'
import { deskStore, type DeskCapture } from './desk-store'

/** Tells the screens that a capture changed (saved, sending, sent, refused), so they read the phone again. */
export const deskChanges = changeNotifier()

const runner = outboxRunner('mesa-collections-sender')
const createdSchema = z.object({ id: z.number().int() })

const pathOf = (capture: DeskCapture) =>
  generatePath(capture.kind === 'contact' ? collectionPaths.contacts : collectionPaths.promises, {
    loanId: String(capture.loanId),
  })

/** What one try at sending a capture came to: sent, or why not (the capture's state says the rest). */
export type DeskSendOutcome = { sent: true } | { error: unknown }

async function sendCapture(capture: DeskCapture): Promise<DeskSendOutcome> {
  const mark = (change: Partial<DeskCapture>) =>
    deskStore.updateCapture(capture.id, (current) => ({ ...current, ...change }) as DeskCapture)
  await mark({ state: 'sending', refusal: null })
  deskChanges.notify()
  try {
    createdSchema.parse(await api.post(pathOf(capture), { json: capture.body, idempotencyKey: capture.key }))
    // Sent at once from the dialog: the loan's history shows it, the phone keeps nothing. Sent after waiting:
    // listed a while as sent, so the collector sees it went.
    if (capture.waited) await mark({ state: 'sent' })
    else await deskStore.dropCapture(capture.id)
    return { sent: true }
  } catch (error) {
    if (noAnswer(error)) await mark({ state: 'saved', waited: true })
    else await mark({ state: 'refused', refusal: keptRefusal(error) })
    return { error }
  } finally {
    deskChanges.notify()
  }
}

/**
 * Sends every capture of the collector that waits on the phone (saved, or sending when a reload cut it short),
 * in the order they were captured, one at a time; a second call while one runs joins it. Answers how many got
 * an answer (sent or refused: still no signal changes nothing on screen).
 */
export function sendWaiting(userId: number): Promise<number> {
  return runner.sendAll(async () => {
    let answered = 0
    for (const capture of waitingInOrder(await deskStore.captures(userId))) {
      const outcome = await sendCapture(capture)
      if ('sent' in outcome || !noAnswer(outcome.error)) answered++
    }
    return answered
  })
}

/** Sends one capture now (the dialog's "Guardar"), after whatever the sender is already doing. */
export function sendNow(id: string): Promise<DeskSendOutcome> {
  return runner.sendOne(async () => {
    const capture = await deskStore.capture(id)
    if (!capture || capture.state === 'sent') return { sent: true }
    return sendCapture(capture)
  })
}
