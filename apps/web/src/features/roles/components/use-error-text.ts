import { useTranslation } from 'react-i18next'
import { HttpError } from '../../../lib/http'

/** Validation and API texts (English, from the contracts and the API) → keys of this feature. */
const messageKeys: Record<string, string> = {
  Required: 'required',
  'Must be at least 2 characters': 'min2',
  'Only letters, digits, spaces, dot, dash and underscore': 'roleName',
  'Already used by another role': 'roleTaken',
  'Already used by another permission': 'permissionTaken',
  'Choose at least one action': 'noRules',
  'Unknown permission': 'unknownPermission',
  'Unknown role': 'unknownRole',
  'Stale version': 'stale',
  'Last administrator': 'lastAdmin',
  'Own manage all rule': 'ownManage',
  'The role still has users; give them another role first': 'roleHasUsers',
}

export function useErrorText() {
  const { t } = useTranslation('roles')
  const fieldText = (message: string | undefined) => t(`errors.${messageKeys[message ?? ''] ?? 'invalid'}`)
  /** The message of a failed call: the first known text of its body, else by status. */
  const callText = (error: unknown) => {
    if (error instanceof HttpError) {
      const texts = [...Object.values(error.body?.errors ?? {}).flat(), error.body?.message ?? '']
      const known = texts.find((text) => messageKeys[text])
      if (known) return fieldText(known)
      if (error.status === 403) return t('errors.forbidden')
      if (error.status === 409) return t('errors.conflict')
    }
    return t('errors.generic')
  }
  return { fieldText, callText }
}
