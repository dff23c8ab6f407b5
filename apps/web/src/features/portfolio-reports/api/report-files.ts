import { portfolioReportPaths } from '@mesa/contracts'
import { downloadAttachment } from '../../../lib/download-file'
import { setFilters, type ReportFilters } from './get-portfolio-report'

/** Downloads the package as XLSX or PDF with the screen's filters (the file is named by the API's date). */
export function downloadReport(kind: 'xlsx' | 'pdf', filters: ReportFilters, asOf: string) {
  const query = new URLSearchParams(setFilters(filters)).toString()
  const path = portfolioReportPaths[kind]
  return downloadAttachment(query ? `${path}?${query}` : path, `reportes-cartera-${asOf}.${kind}`)
}
