import FileDownload from '@mui/icons-material/FileDownload'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { exportFormats, type ExportFormat } from '@mesa/contracts'
import { useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { exportProgress } from '../../lib/csv-export'
import { fileSizeText } from '../../lib/file-size'
import { localeOf } from '../../lib/format'

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
  const { t, i18n } = useTranslation()
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
  const progress = useSyncExternalStore(exportProgress.subscribe, exportProgress.get)
  const shown = exporting && progress && (progress.expectedRows > 200 || progress.bytes > 256 * 1024)
  const buttons = (props.formats ?? exportFormats).map((format) => (
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
  if (!shown) return buttons
  // A large export shows how far it is: rows against the list's count (CSV), or what has arrived (XLSX).
  const determinate = progress.format === 'csv' && !progress.capped && progress.expectedRows > 0
  const text = determinate
    ? t('list.exportProgress', { rows: progress.rows, total: progress.expectedRows })
    : t('list.exportReceived', {
        size: fileSizeText(progress.bytes, localeOf(i18n.language)),
        total: progress.expectedRows,
      })
  return (
    <>
      {buttons}
      <Box sx={{ minWidth: 220 }} role="status" aria-live="polite">
        <LinearProgress
          variant={determinate ? 'determinate' : 'indeterminate'}
          value={determinate ? Math.min(100, (progress.rows / progress.expectedRows) * 100) : undefined}
          aria-label={text}
        />
        <Typography variant="caption" color="text.secondary">
          {text}
        </Typography>
      </Box>
    </>
  )
}
