import { useTranslation } from 'react-i18next'
import { actionKey, humanise } from './audit-words'

/** The label of an action code and of a record type; a code no dictionary names reads as its words, never a key. */
export function useAuditLabels() {
  const { t, i18n } = useTranslation('audit')
  const label = (key: string, code: string) => (i18n.exists(key, { ns: 'audit' }) ? t(key) : humanise(code))
  return {
    action: (action: string) => label(actionKey(action), action),
    entity: (type: string) => label(`entities.${type}`, type),
  }
}
