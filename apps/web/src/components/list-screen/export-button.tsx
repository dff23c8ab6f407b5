import FileDownload from '@mui/icons-material/FileDownload'
import Button from '@mui/material/Button'
import { exportFormats, type ExportFormat } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * The list's "Export CSV" and "Export XLSX": busy while the server streams the file; a failure goes to
 * `onError`. Both write the same columns and rows; XLSX keeps numbers as numbers for spreadsheets.
 */
export function ExportButton(props: {
  onExport: (format: ExportFormat) => Promise<void>
  onError: (error: unknown) => void
  formats?: readonly ExportFormat[]
  disabled?: boolean
}) {
  const { t } = useTranslation()
  const [exporting, setExporting] = useState(false)
  const run = async (format: ExportFormat) => {
    setExporting(true)
    try {
      await props.onExport(format)
    } catch (error) {
      props.onError(error)
    } finally {
      setExporting(false)
    }
  }
  return (props.formats ?? exportFormats).map((format) => (
    <Button
      key={format}
      variant="outlined"
      color="secondary"
      startIcon={<FileDownload />}
      onClick={() => void run(format)}
      disabled={exporting || props.disabled}
    >
      {t(format === 'csv' ? 'list.exportCsv' : 'list.exportXlsx')}
    </Button>
  ))
}
