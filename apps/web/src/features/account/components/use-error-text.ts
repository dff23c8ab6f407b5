import { useTranslation } from 'react-i18next'
import { HttpError } from '../../../lib/http'

/** Validation and API texts (English, from the contracts and the API) → keys of this feature. */
const messageKeys: Record<string, string> = {
  Required: 'required',
  'Must be at least 2 characters': 'min2',
  'Must be at least 8 characters': 'min8',
  'Must differ from the current password': 'samePassword',
  'Passwords do not match': 'mismatch',
  'Wrong password': 'wrongPassword',
  'Must be the 6-digit code': 'code',
  'Invalid code': 'invalidCode',
  'Start the set-up first': 'setupFirst',
  'Stale version': 'stale',
  'This password is too common; choose another': 'commonPassword',
}

export function useErrorText() {
  const { t } = useTranslation('account')
  const fieldText = (message: string | undefined) => t(`errors.${messageKeys[message ?? ''] ?? 'invalid'}`)
  /** Field errors of a 400 go to `place`; the general message is returned (null when all were placed). */
  const callText = (error: unknown, place?: (field: string, message: string) => boolean): string | null => {
    if (error instanceof HttpError) {
      let placed = false
      for (const [field, messages] of Object.entries(error.body?.errors ?? {})) {
        if (place?.(field, messages[0] ?? '')) placed = true
      }
      if (placed) return null
      const texts = [...Object.values(error.body?.errors ?? {}).flat(), error.body?.message ?? '']
      const known = texts.find((text) => messageKeys[text])
      if (known) return fieldText(known)
      if (error.status === 429) return t('errors.tooMany')
    }
    return t('errors.generic')
  }
  return { fieldText, callText }
}
