import { applicationPaths, type CreditProduct } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { getFileBlob } from '../../../lib/file-blob'

/** GET .../documents/:documentId/file as a blob, with the bearer token (for previews and downloads). */
export const getDocumentFile = (origin: CreditProduct, id: number, documentId: number) =>
  getFileBlob(
    generatePath(applicationPaths.documentFile, { origin, id: String(id), documentId: String(documentId) }),
  )
