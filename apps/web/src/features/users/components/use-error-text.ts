import { useTranslation } from 'react-i18next'
import { HttpError } from '../../../lib/http'

/** Validation and API texts (English, from the contracts and the API) → keys of this feature. */
const messageKeys: Record<string, string> = {
  Required: 'required',
  'Invalid email': 'email',
  'Must be at least 2 characters': 'min2',
  'Must be at least 3 characters': 'min3',
  'Only letters, digits, dot, dash and underscore': 'username',
  'Already used by another user': 'taken',
  'Unknown role': 'unknownRole',
  'Stale version': 'stale',
  'Last administrator': 'lastAdmin',
  'Own manage all rule': 'ownManage',
  'User not found': 'notFound',
}

export function useErrorText() {
  const { t } = useTranslation('users')
  const fieldText = (message: string | undefined) => t(`errors.${messageKeys[message ?? ''] ?? 'invalid'}`)
  /** The general message of a failed call: the first known root/field text, else by status. */
  const callText = (error: unknown) => {
    if (error instanceof HttpError) {
      const texts = Object.values(error.body?.errors ?? {}).flat()
      const known = texts.find((text) => messageKeys[text])
      if (known) return fieldText(known)
      if (error.body?.message && messageKeys[error.body.message]) return fieldText(error.body.message)
      if (error.status === 403) return t('errors.forbidden')
    }
    return t('errors.generic')
  }
  return { fieldText, callText }
}
