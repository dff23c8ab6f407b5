import { importPaths } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { downloadText } from '../../../lib/csv'

/** GET /api/v1/imports/:id/errors.csv: the refused rows with the problem of each cell, as a download. */
export async function downloadErrorReport(id: number) {
  const text = await api.get<string>(generatePath(importPaths.errorReport, { id: String(id) }), {
    responseType: 'text',
  })
  downloadText(`import-${id}-errores.csv`, text.startsWith('\uFEFF') ? text : `\uFEFF${text}`)
}
