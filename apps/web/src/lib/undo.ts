import {
  restoredRecordSchema,
  restoredRecordsSchema,
  trashPaths,
  type RestoredRecord,
  type RestoredRecords,
  type TrashRecordType,
} from '@mesa/contracts'
import { api } from './api-client'

/** POST /api/v1/trash/undo: brings back the record the caller just deleted (the server keeps the window). */
export const undoDelete = async (type: TrashRecordType, recordId: string | number): Promise<RestoredRecord> =>
  restoredRecordSchema.parse(await api.post(trashPaths.undo, { json: { type, recordId: String(recordId) } }))

/** POST /api/v1/trash/undo/bulk: brings back every record of the caller's bulk delete, or none. */
export const undoDeleteMany = async (type: TrashRecordType, recordIds: number[]): Promise<RestoredRecords> =>
  restoredRecordsSchema.parse(await api.post(trashPaths.undoMany, { json: { type, recordIds } }))
