import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { emailContactsResponseSchema, emailPaths } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { emailKeys } from './keys'

/** GET /api/v1/email/contacts?q=: staff accounts and correspondents for the to/cc/bcc fields. */
export const getContacts = async (q: string) =>
  emailContactsResponseSchema.parse(await api.get(emailPaths.contacts, { searchParams: { q } })).contacts

export const useContacts = (q: string) =>
  useQuery({
    queryKey: emailKeys.contacts(q),
    queryFn: () => getContacts(q),
    placeholderData: keepPreviousData,
  })
