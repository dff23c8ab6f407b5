import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  emailAccountPaths,
  emailAccountResponseSchema,
  emailAccountTestResultSchema,
  type EmailAccountInput,
  type EmailAccountSaveInput,
} from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { emailKeys } from './keys'

/** The caller's own IMAP account (issue 18): read, save, remove, test the connection, read now. */
const getAccount = async () =>
  emailAccountResponseSchema.parse(await api.get(emailAccountPaths.account)).account

export const useMailAccount = (enabled: boolean) =>
  useQuery({ queryKey: emailKeys.account, queryFn: getAccount, enabled })

export function useSaveMailAccount() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (json: EmailAccountSaveInput) =>
      emailAccountResponseSchema.parse(await api.put(emailAccountPaths.account, { json })).account,
    onSuccess: (account) => client.setQueryData(emailKeys.account, account),
  })
}

export function useRemoveMailAccount() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => api.delete<void>(emailAccountPaths.account),
    onSuccess: () => client.setQueryData(emailKeys.account, null),
  })
}

export const useTestMailAccount = () =>
  useMutation({
    mutationFn: async (json: EmailAccountInput) =>
      emailAccountTestResultSchema.parse(await api.post(emailAccountPaths.test, { json })),
  })

export function useSyncMailAccount() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => api.post<void>(emailAccountPaths.sync),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: emailKeys.account }),
        client.invalidateQueries({ queryKey: emailKeys.lists }),
      ]),
  })
}
