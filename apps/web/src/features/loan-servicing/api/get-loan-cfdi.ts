import { queryOptions, useQuery } from '@tanstack/react-query'
import { cfdiPaths, loanCfdiResponseSchema, type Cfdi, type CreditProduct } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { downloadPdf } from './download-pdf'
import { loanKeys, loanPathParams } from './keys'

/** GET the loan's CFDI (issue 34): the invoice of each payment's interest and fees, newest first. */
const loanCfdiQueryOptions = (origin: CreditProduct, id: number) =>
  queryOptions({
    queryKey: loanKeys.part(origin, id, 'cfdi', ''),
    queryFn: async () =>
      loanCfdiResponseSchema.parse(await api.get(generatePath(cfdiPaths.ofLoan, loanPathParams(origin, id)))),
  })

export const useLoanCfdi = (origin: CreditProduct, id: number) => useQuery(loanCfdiQueryOptions(origin, id))

/** Saves one stamped CFDI's XML or PDF (with the bearer token, as the statement's PDF). */
export const downloadLoanCfdi = (cfdi: Cfdi, kind: 'xml' | 'pdf') =>
  downloadPdf(
    generatePath(cfdiPaths[kind], { cfdiId: String(cfdi.id) }),
    `CFDI-${cfdi.serie}-${cfdi.folio}.${kind}`,
  )
