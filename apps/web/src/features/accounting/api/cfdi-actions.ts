import { useMutation, useQueryClient } from '@tanstack/react-query'
import { generatePath } from 'react-router'
import { cfdiPaths, cfdiSchema, type Cfdi } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { downloadAttachment } from '../../../lib/download-file'
import { accountingKeys } from './keys'

/** POST resend (to the customer's address on file) or retry (stamp a refused one again), at the version read. */
export function useCfdiAction(action: 'resend' | 'retry') {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (cfdi: Cfdi) =>
      cfdiSchema.parse(
        await api.post(generatePath(cfdiPaths[action], { cfdiId: String(cfdi.id) }), {
          json: { version: cfdi.version },
        }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: accountingKeys.cfdi({}).slice(0, 2) }),
  })
}

/** Saves a stamped CFDI's XML or PDF (the bearer token goes with the request). */
export const downloadCfdi = (cfdi: Cfdi, kind: 'xml' | 'pdf') =>
  downloadAttachment(
    generatePath(cfdiPaths[kind], { cfdiId: String(cfdi.id) }),
    `CFDI-${cfdi.serie}-${cfdi.folio}.${kind}`,
  )
