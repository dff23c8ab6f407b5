import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  collectionLoanSchema,
  collectionPaths,
  deskTemplateListSchema,
  type ContactCreateInput,
  type DeskMessage,
  type PromiseCreateInput,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { collectionKeys } from './keys'

const loanPath = (path: string, loanId: number) => generatePath(path, { loanId: String(loanId) })

export const loanOptions = (loanId: number) => ({
  queryKey: collectionKeys.loan(loanId),
  queryFn: async () => collectionLoanSchema.parse(await api.get(loanPath(collectionPaths.loan, loanId))),
})

/** GET a loan's collections panel. */
export const useCollectionLoan = (loanId: number) => useQuery(loanOptions(loanId))

/** After a write the panel, the queue and the figures are read again. */
function useDeskWrite<Body>(path: string, loanId: number, method: 'post' | 'put') {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (body: Body) => api[method](loanPath(path, loanId), { json: body }),
    onSuccess: () => client.invalidateQueries({ queryKey: collectionKeys.all }),
  })
}

/** POST a contact (a call with its outcome, a message, a visit). */
export const useLogContact = (loanId: number) =>
  useDeskWrite<ContactCreateInput>(collectionPaths.contacts, loanId, 'post')

/** POST a promise to pay. */
export const useMakePromise = (loanId: number) =>
  useDeskWrite<PromiseCreateInput>(collectionPaths.promises, loanId, 'post')

/** PUT the loan's collector (supervisors). */
export const useReassign = (loanId: number) =>
  useDeskWrite<{ collectorId: number; version: number }>(collectionPaths.collector, loanId, 'put')

/** POST a message to the loan's customer (WhatsApp or e-mail; 409 service_window_closed for text after 24 h). */
export const useSendDeskMessage = (loanId: number) =>
  useDeskWrite<DeskMessage>(collectionPaths.messages, loanId, 'post')

/** GET the approved templates a desk message may use. */
export const useDeskTemplates = () =>
  useQuery({
    queryKey: [...collectionKeys.all, 'templates'],
    queryFn: async () => deskTemplateListSchema.parse(await api.get(collectionPaths.templates)).items,
  })
