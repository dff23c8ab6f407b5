import { useTranslation } from 'react-i18next'
import { HttpError } from '../../../lib/http'

/** zod's and the API's English texts that may reach a field, as keys of this feature. */
const englishKeys: Record<string, string> = {
  Required: 'errors.required',
  'Invalid email': 'errors.email',
  'Invalid email address': 'errors.email',
  'Stale version': 'errors.stale',
}

/**
 * Field texts: the contracts' validators already speak Spanish and are shown as they are; English
 * texts (Required, zod's "Invalid input: ..." defaults) are translated.
 */
export function useErrorText() {
  const { t } = useTranslation('allies')
  const fieldText = (message: string | undefined) => {
    if (!message) return ''
    const key = englishKeys[message]
    if (key) return t(key)
    return /^(Invalid|Expected|Too)\b/.test(message) ? t('errors.invalid') : message
  }
  /** The general message of a failed call. */
  const callText = (error: unknown) => {
    if (error instanceof HttpError) {
      if (error.status === 403) return t('errors.forbidden')
      if (error.status === 404) return t('errors.notFound')
      if (error.status === 413) return t('errors.tooLarge')
      if (error.status === 400) return t('errors.invalidForm')
      if (error.status === 409) return t('errors.conflict')
    }
    if (error instanceof TypeError) return t('errors.network')
    return t('errors.generic')
  }
  return { fieldText, callText }
}
