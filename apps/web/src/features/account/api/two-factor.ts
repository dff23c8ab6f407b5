import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/**
 * Two-step sign-in (TOTP): setup gives a secret and its QR code; enable confirms a code; disable turns it
 * off. Each asks for the current password again.
 */
export const setupTwoFactor = (currentPassword: string) =>
  api.post<{ secret: string; otpauthUrl: string; qrCode: string }>('v1/account/two-factor/setup', {
    json: { currentPassword },
  })

export const enableTwoFactor = ({ code, currentPassword }: { code: string; currentPassword: string }) =>
  api.post<{ recoveryCodes: string[] }>('v1/account/two-factor/enable', { json: { code, currentPassword } })

export const disableTwoFactor = (password: string) =>
  api.post<void>('v1/account/two-factor/disable', { json: { password } })

export const useSetupTwoFactor = () => useMutation({ mutationFn: setupTwoFactor })

export function useEnableTwoFactor() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () => client.invalidateQueries({ queryKey: ['account'], exact: true }),
  })
}

export function useDisableTwoFactor() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => client.invalidateQueries({ queryKey: ['account'], exact: true }),
  })
}
