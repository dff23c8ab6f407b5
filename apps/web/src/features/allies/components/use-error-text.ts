import { useTranslation } from 'react-i18next'
import { errorKey } from '../../../lib/form-errors'
import { HttpError } from '../../../lib/http'

/**
 * Field texts: the contracts' validators already speak Spanish and are shown as they are; the few
 * English texts (Required, Invalid email, ...) go through the shared i18n keys.
 */
export function useErrorText() {
  const { t } = useTranslation('allies')
  const fieldText = (message: string | undefined) => {
    if (!message) return ''
    const key = errorKey(message)
    if (key !== 'errors.generic') return t(key, { ns: 'translation' })
    // zod's own English defaults ("Invalid input: expected ...") are replaced by a translated text.
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
