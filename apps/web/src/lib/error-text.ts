import { useTranslation } from 'react-i18next'
import { createErrorText, type ErrorText } from './error-words'

// The words themselves (codes, fields, guards) live in error-words.ts, which the sign-in page uses without i18next.
export { createErrorText, placeFieldErrors, readEntry, type ErrorText } from './error-words'

/** The common namespace: `apps/web/src/locales/*.json`, i18next's default namespace. */
const COMMON = 'translation'

/** Error texts in the feature's namespace (falling back to the common one); re-renders on a language change. */
export function useErrorText(namespace?: string): ErrorText {
  const { t } = useTranslation(namespace ? [namespace, COMMON] : COMMON)
  return createErrorText(t, namespace)
}
