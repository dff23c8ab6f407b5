import { useState } from 'react'

export type NoticeSeverity = 'success' | 'error'

/** The notice a list screen shows after an action (deleted, saved, export failed). */
export function useListNotice() {
  const [notice, setNotice] = useState<{ text: string; severity: NoticeSeverity } | null>(null)
  return {
    notice,
    show: (text: string, severity: NoticeSeverity = 'success') => setNotice({ text, severity }),
    close: () => setNotice(null),
  }
}
export type ListNotice = ReturnType<typeof useListNotice>
