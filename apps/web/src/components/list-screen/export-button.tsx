import FileDownload from '@mui/icons-material/FileDownload'
import Button from '@mui/material/Button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/** The list's "Export CSV": busy while the server streams the file; a failure goes to `onError`. */
export function ExportButton(props: {
  onExport: () => Promise<void>
  onError: (error: unknown) => void
  disabled?: boolean
}) {
  const { t } = useTranslation()
  const [exporting, setExporting] = useState(false)
  const run = async () => {
    setExporting(true)
    try {
      await props.onExport()
    } catch (error) {
      props.onError(error)
    } finally {
      setExporting(false)
    }
  }
  return (
    <Button
      variant="outlined"
      color="secondary"
      startIcon={<FileDownload />}
      onClick={() => void run()}
      disabled={exporting || props.disabled}
    >
      {t('list.exportCsv')}
    </Button>
  )
}
