import { useMutation } from '@tanstack/react-query'
import { loanPaths, type CreditProduct } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { downloadPdf } from './download-pdf'
import { loanPathParams } from './keys'

/** Downloads the loan's welcome letter (issue 35): its terms, CLABE, reference and the reference's barcode. */
export const useDownloadWelcomeLetter = (origin: CreditProduct, id: number) =>
  useMutation({
    mutationFn: (folio: number) =>
      downloadPdf(
        generatePath(loanPaths.welcomeLetter, loanPathParams(origin, id)),
        `carta-de-bienvenida-${folio}.pdf`,
      ),
  })
