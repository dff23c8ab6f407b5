import { useMutation, useQueryClient } from '@tanstack/react-query'
import { accountPaths, avatarResponseSchema } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { uploadForm } from '../../../lib/upload'
import { accountKeys } from './keys'

/** POST /api/v1/account/avatar: JPEG, PNG or WEBP up to 2 MB. */
export const uploadAvatar = async (file: File) =>
  avatarResponseSchema.parse(await uploadForm(accountPaths.avatar, [['file', file]]))
export const removeAvatar = () => api.delete<void>(accountPaths.avatar)

export function useAvatarMutations() {
  const client = useQueryClient()
  const refresh = () => client.invalidateQueries({ queryKey: accountKeys.account, exact: true })
  return {
    upload: useMutation({ mutationFn: uploadAvatar, onSuccess: refresh }),
    remove: useMutation({ mutationFn: removeAvatar, onSuccess: refresh }),
  }
}
