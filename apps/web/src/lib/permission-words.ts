import type { AbilityRule } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'

/**
 * Permissions in words (issue 38): "Leer · Solicitudes", not `read` on `Documentos`. The subjects' and actions'
 * labels live in the common dictionary, so the roles, the support matrix and access control name them alike.
 */
export function usePermissionWords() {
  const { t } = useTranslation()
  const subject = (code: string) => t(`subjects.${code}`, { ns: 'translation', defaultValue: code })
  const action = (code: string) => t(`permissionActions.${code}`, { ns: 'translation', defaultValue: code })
  return { subject, action, rule: (rule: AbilityRule) => `${action(rule.action)} · ${subject(rule.subject)}` }
}
