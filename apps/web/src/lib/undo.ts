import { restoredRecordSchema, trashPaths, type RestoredRecord, type TrashRecordType } from '@mesa/contracts'
import { api } from './api-client'

/** POST /api/v1/trash/undo: brings back the record the caller just deleted (the server keeps the window). */
export const undoDelete = async (type: TrashRecordType, recordId: string | number): Promise<RestoredRecord> =>
  restoredRecordSchema.parse(await api.post(trashPaths.undo, { json: { type, recordId: String(recordId) } }))
