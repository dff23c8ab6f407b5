import { useMutation, useQuery } from '@tanstack/react-query'
import { loanPaths, statementSchema, type CreditProduct } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api, refreshSession } from '../../../lib/api-client'
import { HttpError } from '../../../lib/http'
import { session } from '../../../lib/session'
import { loanKeys, loanPathParams } from './keys'

const pathOf = (path: string, origin: CreditProduct, id: number, period: string) =>
  generatePath(path, { ...loanPathParams(origin, id), period })

/** GET the statement (estado de cuenta) of a month, YYYY-MM. */
export const useStatement = (origin: CreditProduct, id: number, period: string) =>
  useQuery({
    queryKey: loanKeys.part(origin, id, 'statement', period),
    enabled: period !== '',
    queryFn: async () =>
      statementSchema.parse(await api.get(pathOf(loanPaths.statement, origin, id, period))),
  })

/** Downloads the statement's PDF with the bearer token (the JSON client reads no binary answers). */
export const useDownloadStatementPdf = (origin: CreditProduct, id: number) =>
  useMutation({
    mutationFn: async (period: string) => {
      const path = pathOf(loanPaths.statementPdf, origin, id, period)
      const authorised = (token: string | undefined) =>
        fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} })
      const token = session.getAccessToken()
      let response = await authorised(token)
      // An expired access token: refresh once, as the API client does.
      if (response.status === 401 && token) response = await authorised((await refreshSession()) ?? undefined)
      if (!response.ok) throw new HttpError(response.status, null)
      const url = URL.createObjectURL(await response.blob())
      const link = document.createElement('a')
      link.href = url
      link.download = `estado-de-cuenta-${period}.pdf`
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 1000)
    },
  })
