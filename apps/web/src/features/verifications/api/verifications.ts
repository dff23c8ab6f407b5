import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  verificationListSchema,
  verificationPaths,
  verificationSchema,
  type Verification,
  type VerificationDocumentKind,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { uploadForm } from '../../../lib/upload'

const key = (id: number) => ['verifications', id] as const
const lists = ['verifications', 'list'] as const
const itemPath = (path: string, id: number) => generatePath(path, { verificationId: String(id) })

/** While the documents are being read (a job), the case is asked again every few seconds. */
const READING_POLL_MS = 3_000

/** The OCR job is queued or reading: the case polls and the card shows progress instead of a result. */
export const ocrReading = (ocr: Verification['ocr'] | undefined): ocr is NonNullable<Verification['ocr']> =>
  ocr?.status === 'pending' || ocr?.status === 'running'

export const useVerification = (id: number) =>
  useQuery({
    queryKey: key(id),
    queryFn: async () => verificationSchema.parse(await api.get(itemPath(verificationPaths.item, id))),
    refetchInterval: (query) => (ocrReading(query.state.data?.ocr) ? READING_POLL_MS : false),
  })

/** Read the customer's ID and proof of address again (the job answers later; the case polls meanwhile). */
export function useRereadVerification(id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async () => verificationSchema.parse(await api.post(itemPath(verificationPaths.ocr, id))),
    onSuccess: (verification) => client.setQueryData(key(id), verification),
  })
}

/** A customer's verifications, or (no customer) the sellers' onboardings. */
export const useVerifications = (query: { kind: 'customer' | 'seller'; customerId?: number }) =>
  useQuery({
    queryKey: [...lists, query],
    queryFn: async () =>
      verificationListSchema.parse(
        await api.get(verificationPaths.collection, {
          searchParams: { kind: query.kind, ...(query.customerId && { customerId: query.customerId }) },
        }),
      ),
  })

export function useOpenCustomerVerification() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (customerId: number) =>
      verificationSchema.parse(
        await api.post(verificationPaths.collection, { json: { kind: 'customer', customerId } }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: lists }),
  })
}

/** Upload a document or decide: both answer the verification as it now is. */
export function useChangeVerification(id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (
      change:
        | { kind: 'document'; documentKind: VerificationDocumentKind; file: File }
        | { kind: 'decision'; decision: 'approved' | 'rejected'; reason: string; version: number },
    ): Promise<Verification> =>
      verificationSchema.parse(
        change.kind === 'document'
          ? await uploadForm<unknown>(itemPath(verificationPaths.documents, id), [
              ['kind', change.documentKind],
              ['file', change.file],
            ])
          : await api.post(itemPath(verificationPaths.decision, id), {
              json: { decision: change.decision, reason: change.reason, version: change.version },
            }),
      ),
    onSuccess: (verification) => {
      client.setQueryData(key(id), verification)
      return client.invalidateQueries({ queryKey: lists })
    },
  })
}
