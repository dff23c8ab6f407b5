import { useMutation, useQuery } from '@tanstack/react-query'
import { loanPaths, statementSchema, type CreditProduct } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { downloadPdf } from './download-pdf'
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

/** Downloads the statement's PDF. */
export const useDownloadStatementPdf = (origin: CreditProduct, id: number) =>
  useMutation({
    mutationFn: (period: string) =>
      downloadPdf(pathOf(loanPaths.statementPdf, origin, id, period), `estado-de-cuenta-${period}.pdf`),
  })
