import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  collectionLoanSchema,
  collectionPaths,
  deskTemplateListSchema,
  type DeskMessage,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { HttpError } from '../../../lib/http'
import { fromPhoneIsStale, orKept } from '../../../lib/offline/phone-read'
import { session } from '../../../lib/session'
import { deskStore } from '../offline/desk-store'
import { collectionKeys } from './keys'

const loanPath = (path: string, loanId: number) => generatePath(path, { loanId: String(loanId) })

/**
 * GET a loan's collections panel, kept on the phone (issue 39): with a signal the answer is stored, without
 * one the panel as the phone kept it, `keptAt` saying when (null: from the API just now).
 */
export const loanOptions = (loanId: number) =>
  queryOptions({
    queryKey: collectionKeys.loan(loanId),
    networkMode: 'always',
    ...fromPhoneIsStale,
    queryFn: async () => {
      const userId = session.getSnapshot().userData?.id ?? 0
      const read = await orKept(
        async () => {
          const panel = collectionLoanSchema.parse(
            await api.get(loanPath(collectionPaths.loan, loanId)).catch(async (error: unknown) => {
              // No longer the collector's (reassigned, out of their desk): the phone forgets its copy.
              if (error instanceof HttpError && error.status === 404) await deskStore.dropLoan(loanId)
              throw error
            }),
          )
          await deskStore.keepLoan(userId, panel)
          return panel
        },
        async () => {
          const kept = await deskStore.loan(userId, loanId)
          return kept && { data: kept.panel, keptAt: kept.keptAt }
        },
      )
      return { ...read.data, keptAt: read.keptAt }
    },
  })

/** GET a loan's collections panel (or, without a signal, the phone's copy). */
export const useCollectionLoan = (loanId: number) => useQuery(loanOptions(loanId))

/** After a write the panel, the queue and the figures are read again. */
function useDeskWrite<Body>(path: string, loanId: number, method: 'post' | 'put') {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (body: Body) => api[method](loanPath(path, loanId), { json: body }),
    onSuccess: () => client.invalidateQueries({ queryKey: collectionKeys.all }),
  })
}

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
