import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  loanVersionPaths,
  versionFiguresSchema,
  type CreditProduct,
  type VersionRequest,
  type VersionTerms,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api, refreshSession } from '../../../lib/api-client'
import { HttpError } from '../../../lib/http'
import { session } from '../../../lib/session'
import { loanKeys, loanPathParams } from './keys'

/** POST the would-be schedule version (written nowhere): the confirmation step shows its figures. */
export const usePreviewVersion = (origin: CreditProduct, id: number) =>
  useMutation({
    mutationFn: async (terms: VersionTerms) =>
      versionFiguresSchema.parse(
        await api.post(generatePath(loanVersionPaths.preview, loanPathParams(origin, id)), { json: terms }),
      ),
  })

/** POST the request for a new schedule version: it waits for a second person; the loan is read again. */
export function useAskVersion(origin: CreditProduct, id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (request: VersionRequest) =>
      api.post(generatePath(loanVersionPaths.versions, loanPathParams(origin, id)), { json: request }),
    onSuccess: () => client.invalidateQueries({ queryKey: loanKeys.loan(origin, id) }),
  })
}

/** Downloads a version's cover page (PDF) with the bearer token, as the statement's PDF is downloaded. */
export const useDownloadVersionPdf = (origin: CreditProduct, id: number) =>
  useMutation({
    mutationFn: async (version: number) => {
      const path = generatePath(loanVersionPaths.pdf, {
        ...loanPathParams(origin, id),
        version: String(version),
      })
      const authorised = (token: string | undefined) =>
        fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} })
      const token = session.getAccessToken()
      let response = await authorised(token)
      if (response.status === 401 && token) response = await authorised((await refreshSession()) ?? undefined)
      if (!response.ok) throw new HttpError(response.status, null)
      const url = URL.createObjectURL(await response.blob())
      const link = document.createElement('a')
      link.href = url
      link.download = `calendario-v${version}.pdf`
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 1000)
    },
  })
