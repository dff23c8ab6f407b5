import type { EmailSaved } from '@mesa/contracts'
import { useEffect, useRef, useState } from 'react'
import { saveDraft } from '../api/save-draft'
import { composeBody, type ComposeValues } from './compose-values'

const PAUSE_MS = 1500

export type DraftState = 'idle' | 'saving' | 'saved' | 'error'

/**
 * Saves the message as a draft when the writer pauses (drafts saved as you type): the first save creates
 * it, later ones replace it with its version. Saves run one at a time; the newest text is what lands.
 */
export function useDraftAutosave(values: ComposeValues, enabled: boolean) {
  const [state, setState] = useState<DraftState>('idle')
  const saved = useRef<EmailSaved | null>(values.draft ?? null)
  const running = useRef<Promise<unknown>>(Promise.resolve())
  const first = useRef(true)

  useEffect(() => {
    // Opening the window is not an edit: the first render saves nothing.
    if (first.current) {
      first.current = false
      return
    }
    if (!enabled) return
    const timer = setTimeout(() => {
      running.current = running.current.then(async () => {
        setState('saving')
        try {
          saved.current = await saveDraft(composeBody(values), saved.current)
          setState('saved')
        } catch {
          setState('error')
        }
      })
    }, PAUSE_MS)
    return () => clearTimeout(timer)
  }, [values, enabled])

  return {
    state,
    /** The saved draft once its pending save settled (sending removes it). */
    settled: async () => {
      await running.current
      return saved.current
    },
  }
}
