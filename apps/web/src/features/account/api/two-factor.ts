import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  accountPaths,
  twoFactorEnableResponseSchema,
  twoFactorSetupResponseSchema,
  type TwoFactorCodeRequest,
} from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { accountKeys } from './keys'

/**
 * Two-step sign-in (TOTP): setup gives a secret and its QR code; enable confirms a code; disable turns it
 * off. Each asks for the current password again.
 */
export const setupTwoFactor = async (currentPassword: string) =>
  twoFactorSetupResponseSchema.parse(
    await api.post(accountPaths.twoFactorSetup, { json: { currentPassword } }),
  )

export const enableTwoFactor = async (body: TwoFactorCodeRequest) =>
  twoFactorEnableResponseSchema.parse(await api.post(accountPaths.twoFactorEnable, { json: body }))

export const disableTwoFactor = (password: string) =>
  api.post<void>(accountPaths.twoFactorDisable, { json: { password } })

export const useSetupTwoFactor = () => useMutation({ mutationFn: setupTwoFactor })

/** Turning it on or off changes the account (`twoFactorEnabled`): read it again. */
function useTwoFactorChange<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.account, exact: true }),
  })
}

export const useEnableTwoFactor = () => useTwoFactorChange(enableTwoFactor)
export const useDisableTwoFactor = () => useTwoFactorChange(disableTwoFactor)
