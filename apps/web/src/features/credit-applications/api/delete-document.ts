import { applicationPaths, type CreditProduct } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'

/** DELETE .../documents/:documentId: to the trash (204); the undo toast brings it back. */
export const deleteDocument = (origin: CreditProduct, id: number, documentId: number) =>
  api.delete<void>(
    generatePath(applicationPaths.document, { origin, id: String(id), documentId: String(documentId) }),
  )
